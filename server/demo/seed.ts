import { detail, type ActivityDetail } from '../contract/activity-details';
import type { BuiltInRole } from '../contract/permissions';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { detailColumns } from '../modules/activity/english-detail';
import { insertActivity } from '../modules/activity/repository';
import { countOrganizations, firstOrganizationNames } from '../modules/organizations/repository';
import { createOrganization } from '../modules/setup/service';
import { insertUser } from '../modules/team/repository';
import { hashPassword } from '../security/passwords';
import { clientSamplers } from './client-samples';
import { locationSamplers } from './location-samples';
import { notificationSamplers } from './notification-samples';
import { organizationSamplers } from './organization-samples';
import { practitionerSamplers } from './practitioner-samples';
import { serviceBookingSamplers } from './service-booking-samples';
import { serviceSamplers } from './service-samples';
import type { AppDeps } from '../types';

export const DEMO_PASSWORD = 'demo-pass-123';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: BuiltInRole;
  isPlatformAdmin?: boolean;
}

/** The contract's demo people (CONTRACT.md, "Demo data"). The owner of each organization comes first. */
export const DEMO_SALON_USERS: DemoUser[] = [
  { email: 'owner@demo.test', firstName: 'Olivia', lastName: 'Owens', role: 'owner' },
  { email: 'admin@demo.test', firstName: 'Adam', lastName: 'Alvarez', role: 'admin' },
  { email: 'manager@demo.test', firstName: 'Maya', lastName: 'Morgan', role: 'manager' },
  { email: 'practitioner@demo.test', firstName: 'Priya', lastName: 'Patel', role: 'practitioner' },
  { email: 'reception@demo.test', firstName: 'Rosa', lastName: 'Reyes', role: 'receptionist' },
  { email: 'platform@demo.test', firstName: 'Paul', lastName: 'Platt', role: 'admin', isPlatformAdmin: true },
];
export const OTHER_SPA_OWNER: DemoUser = {
  email: 'owner@other.test',
  firstName: 'Oscar',
  lastName: 'Ortiz',
  role: 'owner',
};

/** Later areas add their samples here, inside the same transaction. */
type DemoSampler = (tx: DbOrTx, ids: DemoIds, now: Date) => void;
export interface DemoIds {
  demoSalonId: string;
  otherSpaId: string;
  users: Map<string, string>;
}

const samplers: DemoSampler[] = [
  function activitySample(tx, ids, now) {
    const entries: [
      string,
      'organization' | 'team' | 'personal' | 'security',
      'update' | 'create',
      ActivityDetail,
      number,
    ][] = [
      ['owner@demo.test', 'organization', 'update', detail('activityDetail.businessHours.updated'), 3 * 86_400_000],
      [
        'admin@demo.test',
        'team',
        'create',
        detail('activityDetail.team.added', {
          name: 'Rosa Reyes',
          email: 'reception@demo.test',
          role: detail('activityDetail.role.receptionist'),
        }),
        2 * 86_400_000,
      ],
      ['manager@demo.test', 'personal', 'update', detail('activityDetail.preferences.updated'), 5 * 3_600_000],
      ['owner@demo.test', 'security', 'update', detail('activityDetail.security.signInAlertsOn'), 20 * 60_000],
    ];
    for (const [email, section, action, said, ago] of entries) {
      insertActivity(tx, {
        id: newId(now.getTime() - ago),
        organizationId: ids.demoSalonId,
        userId: ids.users.get(email) ?? null,
        section,
        action,
        ...detailColumns(said),
        changes: null,
        success: true,
        errorMessage: null,
        ipAddress: '127.0.0.1',
        createdAt: new Date(now.getTime() - ago).toISOString(),
      });
    }
  },
  ...organizationSamplers,
  ...serviceSamplers,
  ...serviceBookingSamplers,
  ...locationSamplers,
  ...clientSamplers,
  ...notificationSamplers,
  // Keep last: it reads the locations and services the samplers above create.
  ...practitionerSamplers,
];

/**
 * Creates the demo organizations and people on an empty database; does nothing otherwise.
 * Answers whether it created them (see demoNotCreatedMessage for telling the person why not).
 */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  if (countOrganizations(deps.db) > 0) return false;
  // One hash for every demo account: they share the published demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = deps.now();
  return deps.db.transaction((tx) => {
    // Someone may have finished first-run setup while the password was hashing.
    if (countOrganizations(tx) > 0) return false;
    const [owner, ...staff] = DEMO_SALON_USERS as [DemoUser, ...DemoUser[]];
    const demo = createOrganization(
      tx,
      { name: 'Demo Salon', slug: 'demo-salon', owner: { ...owner, passwordHash } },
      now,
    );
    const other = createOrganization(
      tx,
      { name: 'Other Spa', slug: 'other-spa', owner: { ...OTHER_SPA_OWNER, passwordHash } },
      now,
    );
    const users = new Map([
      [owner.email, demo.ownerId],
      [OTHER_SPA_OWNER.email, other.ownerId],
    ]);
    for (const person of staff) {
      const id = newId();
      insertUser(tx, {
        id,
        organizationId: demo.organizationId,
        roleId: demo.roleIds.get(person.role)!,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        isPlatformAdmin: person.isPlatformAdmin ?? false,
        passwordChangedAt: now.toISOString(),
      });
      users.set(person.email, id);
    }
    const ids = { demoSalonId: demo.organizationId, otherSpaId: other.organizationId, users };
    for (const sample of samplers) sample(tx, ids, now);
    return true;
  });
}

/**
 * The one line to print when DEMO=1 finds a database that already has organizations: without it
 * the demo users silently do not exist and nobody knows why their sign-in fails.
 */
export function demoNotCreatedMessage(db: DbOrTx): string {
  const count = countOrganizations(db);
  // A name is whatever someone typed at setup: keep it on one line.
  const names = firstOrganizationNames(db, 3).map((name) => name.replace(/\p{Cc}+/gu, ' '));
  const more = count > names.length ? ` and ${count - names.length} more` : '';
  const what = count === 1 ? 'an organization' : `${count} organizations`;
  return `demo data not created: the database already has ${what} (${names.join(', ')}${more})`;
}
