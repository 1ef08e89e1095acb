import { deepFreeze } from '../../contract/freeze';
import type { OrganizationRegionalSettings } from '../../contract/organization';
import {
  DEFAULT_USER_PREFERENCES,
  REGIONAL_PREFERENCES,
  type RegionalPreference,
  type UserPreferences,
  type UserPreferencesPatch,
  type UserPreferenceValues,
} from '../../contract/preferences';
import { isValidTimeZone } from '../../contract/time-zones';
import type { Db } from '../../db/client';
import { diffChanges } from '../../documents/diff';
import {
  mergeDeep,
  readDocument,
  writeDocument,
  type DocumentKind,
  type StoredDocument,
} from '../../documents/documents';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { readOrganizationRegional } from '../organizations/document';

type Regional = Pick<UserPreferenceValues, RegionalPreference>;

/** What is stored: the regional fields only once the user chose them (absent: follow the organization). */
export type StoredPreferences = Omit<UserPreferenceValues, RegionalPreference> & Partial<Regional>;

const {
  language: _l,
  timezone: _t,
  dateFormat: _d,
  timeFormat: _f,
  currency: _c,
  ...PERSONAL_DEFAULTS
} = DEFAULT_USER_PREFERENCES;

export const userPreferencesKind: DocumentKind<StoredPreferences> = {
  kind: 'user-preferences',
  scope: 'user',
  // Shared, not copied: documents are never mutated in place (mergeDeep builds new objects).
  defaults: () => PERSONAL_DEFAULTS,
};

type Caller = Pick<RequestContext, 'organizationId' | 'user'>;

/** The user's own values, and for each regional field they have not chosen, the organization's. */
export function resolvePreferences(stored: StoredPreferences, organization: Regional): UserPreferences {
  const resolved: UserPreferences = { ...stored, ...pickRegional(organization), inherited: [] };
  for (const field of REGIONAL_PREFERENCES) {
    const own = stored[field];
    if (own === undefined) resolved.inherited.push(field);
    else (resolved as Regional)[field] = own as never;
  }
  return resolved;
}

const pickRegional = (settings: Regional | OrganizationRegionalSettings): Regional => ({
  language: settings.language,
  timezone: settings.timezone,
  dateFormat: settings.dateFormat,
  timeFormat: settings.timeFormat,
  currency: settings.currency,
});

// Hot read (every screen asks for it): the answer is rebuilt only when the stored document (kept
// by the read cache until a write) is a new object or the organization's regional values changed.
const answers = new WeakMap<object, { organization: Regional; answer: UserPreferences }>();

/**
 * A user's preferences as they work with them (GET /api/settings/user): every reader of a
 * preference (the activity log's "today", later the calendar) goes through this, not the raw
 * document, so an unset time zone or currency is the organization's.
 */
export function readUserPreferences(db: Db, ctx: Caller): StoredDocument<UserPreferences> {
  const doc = readDocument(db, userPreferencesKind, ctx);
  const organization = readOrganizationRegional(db, ctx);
  const known = answers.get(doc.data);
  const answer =
    known && sameRegional(known.organization, organization)
      ? known.answer
      : deepFreeze(resolvePreferences(doc.data, organization));
  if (answer !== known?.answer) answers.set(doc.data, { organization, answer });
  return { data: answer, version: doc.version, updatedAt: doc.updatedAt };
}

const sameRegional = (a: Regional, b: Regional) => REGIONAL_PREFERENCES.every((field) => a[field] === b[field]);

/** The values without the `inherited` list, for the activity log's before/after. */
const valuesOf = ({ inherited: _inherited, ...values }: UserPreferences): UserPreferenceValues => values;

export function preferencesService(deps: AppDeps) {
  return {
    get: (ctx: RequestContext) => readUserPreferences(deps.db, ctx),

    /**
     * Lays the patch over the stored document. A regional field sent as null, or as the value the
     * organization has, follows the organization again (that is what part 1 §4's 'Reset to default'
     * and 'Organization Default' mean); any other value is the user's own.
     */
    save(ctx: RequestContext, patch: UserPreferencesPatch, ifMatch: string | undefined) {
      if (typeof patch.timezone === 'string' && !isValidTimeZone(patch.timezone)) {
        throw new ValidationError('timezone', 'must be a time zone from the list');
      }
      const { language, timezone, dateFormat, timeFormat, currency, ...personal } = patch;
      const regional: Partial<Record<RegionalPreference, string | null>> = {
        language,
        timezone,
        dateFormat,
        timeFormat,
        currency,
      };
      return deps.db.transaction(() => {
        const organization = readOrganizationRegional(deps.db, ctx);
        const before = readUserPreferences(deps.db, ctx).data;
        const saved = writeDocument(
          deps.db,
          userPreferencesKind,
          ctx,
          (current) => {
            const next: Record<string, unknown> = mergeDeep(current, personal);
            for (const field of REGIONAL_PREFERENCES) {
              const value = regional[field];
              if (value !== undefined)
                next[field] = value === null || value === organization[field] ? undefined : value;
            }
            // A field left undefined is not stored: it follows the organization.
            return Object.fromEntries(
              Object.entries(next).filter(([, value]) => value !== undefined),
            ) as StoredPreferences;
          },
          ifMatch,
          deps.now(),
        );
        const after = resolvePreferences(saved.data, organization);
        return {
          data: after,
          version: saved.version,
          updatedAt: saved.updatedAt,
          changes: diffChanges(valuesOf(before), valuesOf(after)),
        };
      });
    },
  };
}
