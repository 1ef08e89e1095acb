import type { AvatarSize, Profile, UpdateProfileBody } from '../../contract/account';
import { cleanName } from '../../contract/text';
import { ConflictError, NotFoundError } from '../../errors';
import { cachedRead } from '../../db/read-cache';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../../documents/diff';
import { assertFresh, contentTag } from '../../documents/versions';
import { findUser, findUserByEmail, updateUser, type UserRow } from '../team/repository';
import { avatarUrl, readAvatar, removeAvatar, storeAvatar } from './avatar';
import { directoryService } from './directory-service';

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    jobTitle: user.jobTitle,
    department: user.department,
    location: user.location,
    bio: user.bio,
    avatarUrl: avatarUrl(user.id, user.avatarFile),
  };
}

const editable = (p: Profile) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone,
  jobTitle: p.jobTitle,
  department: p.department,
  location: p.location,
  bio: p.bio,
});

/** The profile's version for ETag / If-Match: the fields the form edits (a new picture does not count). */
const versionOf = (profile: Profile) => contentTag(editable(profile));

export function profileService(deps: AppDeps) {
  const { db, now, config } = deps;
  const directory = directoryService(deps);

  function me(ctx: RequestContext): UserRow {
    const found = findUser(db, ctx.organizationId, ctx.user.id);
    if (!found) throw new NotFoundError('User');
    return found.user;
  }

  return {
    get(ctx: RequestContext) {
      // Hashing the version is most of the work: the answer is kept with the row it comes from.
      return cachedRead(db, `profile|${ctx.organizationId}|${ctx.user.id}`, () => {
        const profile = toProfile(me(ctx));
        return { data: profile, version: versionOf(profile) };
      });
    },

    /** `ifMatch`: the profile's ETag as last read; someone else's save since then answers 412. */
    update(ctx: RequestContext, input: UpdateProfileBody, ifMatch?: string) {
      const current = me(ctx);
      assertFresh(ifMatch, versionOf(toProfile(current)));
      const email = input.email.trim().toLowerCase();
      const holder = findUserByEmail(db, email);
      if (holder && holder.id !== current.id)
        throw new ConflictError('This email is already used by another account', 'EMAIL_TAKEN');
      const patch = {
        firstName: cleanName(input.firstName),
        lastName: cleanName(input.lastName),
        email,
        phone: input.phone.trim(),
        jobTitle: input.jobTitle.trim(),
        department: input.department.trim(),
        location: input.location.trim(),
        bio: input.bio.trim(),
      };
      updateUser(db, ctx.organizationId, current.id, patch, now());
      const profile = toProfile({ ...current, ...patch });
      return {
        profile,
        version: versionOf(profile),
        changes: diffChanges(editable(toProfile(current)), editable(profile)),
      };
    },

    async setAvatar(ctx: RequestContext, bytes: Buffer): Promise<string> {
      const userId = me(ctx).id;
      const file = await storeAvatar(config.dataDir, ctx.organizationId, userId, bytes);
      // Read after processing, not before: another upload may have been stored meanwhile.
      const previous = me(ctx).avatarFile;
      updateUser(db, ctx.organizationId, userId, { avatarFile: file }, now());
      await removeAvatar(config.dataDir, ctx.organizationId, previous);
      return avatarUrl(userId, file)!;
    },

    /**
     * Avatars are seen by the signed-in people of the same organization only, and a private
     * profile's avatar only by those the directory shows that profile to (404 for the others, as
     * for a member who does not exist).
     */
    async avatarOf(ctx: RequestContext, userId: string, size: AvatarSize) {
      const found = findUser(db, ctx.organizationId, userId);
      if (!found?.user.avatarFile || !directory.canSeeProfile(ctx, userId)) throw new NotFoundError('Avatar');
      return readAvatar(config.dataDir, ctx.organizationId, found.user.avatarFile, size);
    },
  };
}
