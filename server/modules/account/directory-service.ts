import type { DirectoryEntry } from '../../contract/account';
import { canAccessAdminSettings, roleDisplayName } from '../../contract/permissions';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../contract/preferences';
import type { AppDeps, RequestContext } from '../../types';
import { mergeDeep } from '../settings/documents';
import { listUsers } from '../team/repository';
import { lastActiveByUser, listPrivacy } from './privacy-repository';
import { avatarUrl } from './avatar';

/**
 * Colleagues as one person sees them, with each one's privacy choices applied on the server:
 * private profiles are hidden, email, phone and activity are left out unless shared.
 * Administrators always see everything (spec part 1, Privacy Settings).
 */
export function directoryService(deps: AppDeps) {
  return {
    list(ctx: RequestContext): DirectoryEntry[] {
      const admin = canAccessAdminSettings(ctx.user);
      const privacyByUser = listPrivacy(deps.db, ctx.organizationId);
      const lastActive = lastActiveByUser(deps.db, ctx.organizationId);
      const entries: DirectoryEntry[] = [];
      for (const { user, role } of listUsers(deps.db, ctx.organizationId)) {
        if (!user.isActive) continue;
        const privacy: UserPreferences['privacy'] = mergeDeep(
          DEFAULT_USER_PREFERENCES.privacy,
          privacyByUser.get(user.id),
        );
        const self = user.id === ctx.user.id;
        if (!admin && !self && privacy.profileVisibility === 'private') continue;
        const entry: DirectoryEntry = {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          jobTitle: user.jobTitle,
          role: roleDisplayName(role.name),
          avatarUrl: avatarUrl(user.id, user.avatarFile),
        };
        if (admin || self || privacy.showEmail) entry.email = user.email;
        if (admin || self || privacy.showPhone) entry.phone = user.phone;
        if (admin || self || privacy.activityStatus) entry.lastActive = lastActive.get(user.id) ?? null;
        entries.push(entry);
      }
      return entries;
    },
  };
}
