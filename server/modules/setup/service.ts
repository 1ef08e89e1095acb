import type { SetupBody } from '../../contract/auth';
import { COUNTRY_REGIONAL, localeFormats } from '../../contract/countries';
import { DEFAULT_ORGANIZATION_DOCUMENT, type OrganizationDocument } from '../../contract/organization';
import { cleanName } from '../../contract/text';
import type { DbOrTx } from '../../db/client';
import { ConflictError } from '../../errors';
import { newId } from '../../ids';
import { hashPassword } from '../../security/passwords';
import type { AppDeps } from '../../types';
import type { ClientInfo } from '../auth/service';
import { authService } from '../auth/service';
import { seedDocument } from '../../documents/documents';
import { organizationDataKind } from '../organizations/document';
import { countOrganizations, insertOrganization } from '../organizations/repository';
import { createBuiltInRoles } from '../roles/repository';
import { findUserByEmail, insertUser } from '../team/repository';

export interface NewOrganization {
  name: string;
  slug: string;
  owner: { firstName: string; lastName: string; email: string; passwordHash: string };
  /** Where the business is, as first-run setup asks it; absent: the spec's defaults. */
  region?: Pick<SetupBody, 'country' | 'timezone' | 'currency'>;
}

/**
 * The organization's settings document for where it is: the country sets the address's country,
 * the currency and the locale with its date and time formats; a time zone or currency given
 * explicitly wins. Undefined when nothing was given, so the organization keeps the defaults.
 */
export function regionalDocument(region: NewOrganization['region']): OrganizationDocument | undefined {
  const { country, timezone, currency } = region ?? {};
  if (country === undefined && timezone === undefined && currency === undefined) return undefined;
  const document: OrganizationDocument = { ...DEFAULT_ORGANIZATION_DOCUMENT };
  if (country !== undefined) {
    const { name, currency: countryCurrency, locale } = COUNTRY_REGIONAL[country];
    Object.assign(document, { currency: countryCurrency, locale, ...localeFormats(locale) });
    document.address = { ...document.address, country: name };
  }
  if (timezone !== undefined) document.timezone = timezone;
  if (currency !== undefined) document.currency = currency;
  return document;
}

/**
 * Creates an organization with its built-in roles, its owner and, when setup said where it is, its
 * regional settings. Call it inside a transaction: the writes stand or fall together.
 */
export function createOrganization(tx: DbOrTx, input: NewOrganization, now: Date) {
  const organizationId = newId();
  const ownerId = newId();
  insertOrganization(tx, { id: organizationId, name: cleanName(input.name), slug: input.slug });
  const roleIds = createBuiltInRoles(tx, organizationId);
  insertUser(tx, {
    id: ownerId,
    organizationId,
    roleId: roleIds.get('owner')!,
    email: input.owner.email.trim().toLowerCase(),
    passwordHash: input.owner.passwordHash,
    firstName: cleanName(input.owner.firstName),
    lastName: cleanName(input.owner.lastName),
    passwordChangedAt: now.toISOString(),
  });
  const regional = regionalDocument(input.region);
  if (regional) seedDocument(tx, organizationDataKind, { organizationId }, regional, now);
  return { organizationId, ownerId, roleIds };
}

export function setupService(deps: AppDeps) {
  return {
    needsSetup: () => countOrganizations(deps.db) === 0,

    /** First run only: once any organization exists this answers 409 and changes nothing. */
    async setup(input: SetupBody, client: ClientInfo) {
      if (countOrganizations(deps.db) > 0) throw new ConflictError('Setup has already been completed', 'SETUP_DONE');
      const passwordHash = await hashPassword(input.password);
      // Checked again inside the write: two first-run forms submitted together must not both win.
      deps.db.transaction((tx) => {
        if (countOrganizations(tx) > 0) throw new ConflictError('Setup has already been completed', 'SETUP_DONE');
        createOrganization(
          tx,
          {
            name: input.organizationName,
            slug: input.organizationSlug,
            owner: { firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash },
            region: { country: input.country, timezone: input.timezone, currency: input.currency },
          },
          deps.now(),
        );
      });
      const owner = findUserByEmail(deps.db, input.email);
      if (!owner) throw new Error('Owner not found after setup');
      return authService(deps).startSession(owner, client);
    },
  };
}
