import type { DirectoryEntry } from '../../contract/account';
import { canAccessAdminSettings, roleDisplayName } from '../../contract/permissions';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../contract/preferences';
import { cachedRead } from '../../db/read-cache';
import type { AppDeps, RequestContext } from '../../types';
import { mergeDeep } from '../../documents/documents';
import { listUsers } from '../team/repository';
import { findPrivacy, lastActiveByUser, listPrivacy } from './privacy-repository';
import { avatarUrl } from './avatar';

type Privacy = UserPreferences['privacy'];

/** What one person may see of a member, by the member's privacy choices (absent: the defaults). */
function visibility(ctx: RequestContext, memberId: string, saved: unknown) {
  const privacy: Privacy = mergeDeep(DEFAULT_USER_PREFERENCES.privacy, saved);
  // Administrators always see everything, and so does the member.
  const all = canAccessAdminSettings(ctx.user) || memberId === ctx.user.id;
  return {
    profile: all || privacy.profileVisibility !== 'private',
    email: all || privacy.showEmail,
    phone: all || privacy.showPhone,
    activity: all || privacy.activityStatus,
  };
}

/**
 * Colleagues as one person sees them, with each one's privacy choices applied on the server:
 * private profiles are hidden, email, phone and activity are left out unless shared.
 * Administrators always see everything (spec part 1, Privacy Settings).
 */
export function directoryService(deps: AppDeps) {
  return {
    list(ctx: RequestContext): DirectoryEntry[] {
      // What one person sees is kept until the next write; their rights are part of the key, since
      // administrators see more (visibility).
      const admin = canAccessAdminSettings(ctx.user);
      return cachedRead(deps.db, `directory|${ctx.organizationId}|${ctx.user.id}|${admin}`, () => entriesFor(ctx));
    },

    /**
     * Whether this person may see the member's profile at all (and so their avatar): the rule the
     * list applies, for one member of the caller's organization.
     */
    canSeeProfile(ctx: RequestContext, memberId: string): boolean {
      return visibility(ctx, memberId, findPrivacy(deps.db, ctx.organizationId, memberId)).profile;
    },
  };

  /** The members this person may see, with what they may see of each. */
  function entriesFor(ctx: RequestContext): DirectoryEntry[] {
    const privacyByUser = listPrivacy(deps.db, ctx.organizationId);
    const lastActive = lastActiveByUser(deps.db, ctx.organizationId);
    const entries: DirectoryEntry[] = [];
    for (const { user, role } of listUsers(deps.db, ctx.organizationId)) {
      if (!user.isActive) continue;
      const sees = visibility(ctx, user.id, privacyByUser.get(user.id));
      if (!sees.profile) continue;
      const entry: DirectoryEntry = {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        jobTitle: user.jobTitle,
        role: roleDisplayName(role.name),
        avatarUrl: avatarUrl(user.id, user.avatarFile),
      };
      if (sees.email) entry.email = user.email;
      if (sees.phone) entry.phone = user.phone;
      if (sees.activity) entry.lastActive = lastActive.get(user.id) ?? null;
      entries.push(entry);
    }
    return entries;
  }
}
