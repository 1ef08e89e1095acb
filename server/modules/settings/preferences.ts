import { DEFAULT_USER_PREFERENCES, type UserPreferences, type UserPreferencesPatch } from '../../contract/preferences';
import { isValidTimeZone } from '../../contract/time-zones';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from './documents';

export const userPreferencesKind: DocumentKind<UserPreferences> = {
  kind: 'user-preferences',
  scope: 'user',
  // Shared, not copied: documents are never mutated in place (mergeDeep builds new objects).
  defaults: () => DEFAULT_USER_PREFERENCES,
};

export function preferencesService(deps: AppDeps) {
  return {
    get: (ctx: RequestContext) => readDocument(deps.db, userPreferencesKind, ctx),

    save(ctx: RequestContext, patch: UserPreferencesPatch, ifMatch: string | undefined) {
      if (patch.timezone !== undefined && !isValidTimeZone(patch.timezone)) {
        throw new ValidationError('timezone', 'must be a time zone from the list');
      }
      return writeDocument(
        deps.db,
        userPreferencesKind,
        ctx,
        (current) => mergeDeep(current, patch),
        ifMatch,
        deps.now(),
      );
    },
  };
}
