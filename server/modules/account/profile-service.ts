import type { Profile, UpdateProfileBody } from '../../contract/account';
import { ConflictError, NotFoundError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../activity/diff';
import { findUser, findUserByEmail, updateUser, type UserRow } from '../team/repository';
import { avatarUrl, readAvatar, removeAvatar, storeAvatar } from './avatar';

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

export function profileService(deps: AppDeps) {
  const { db, now, config } = deps;

  function me(ctx: RequestContext): UserRow {
    const found = findUser(db, ctx.organizationId, ctx.user.id);
    if (!found) throw new NotFoundError('User');
    return found.user;
  }

  return {
    get: (ctx: RequestContext) => toProfile(me(ctx)),

    update(ctx: RequestContext, input: UpdateProfileBody) {
      const current = me(ctx);
      const email = input.email.trim().toLowerCase();
      const holder = findUserByEmail(db, email);
      if (holder && holder.id !== current.id)
        throw new ConflictError('This email is already used by another account', 'EMAIL_TAKEN');
      const patch = {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone: input.phone.trim(),
        jobTitle: input.jobTitle.trim(),
        department: input.department.trim(),
        location: input.location.trim(),
        bio: input.bio.trim(),
      };
      updateUser(db, ctx.organizationId, current.id, patch, now());
      const profile = toProfile({ ...current, ...patch });
      return { profile, changes: diffChanges(editable(toProfile(current)), editable(profile)) };
    },

    setAvatar(ctx: RequestContext, bytes: Buffer): string {
      const current = me(ctx);
      const file = storeAvatar(config.dataDir, ctx.organizationId, current.id, bytes);
      updateUser(db, ctx.organizationId, current.id, { avatarFile: file }, now());
      removeAvatar(config.dataDir, ctx.organizationId, current.avatarFile);
      return avatarUrl(current.id, file)!;
    },

    /** Avatars are seen by the signed-in people of the same organization only. */
    avatarOf(ctx: RequestContext, userId: string) {
      const found = findUser(db, ctx.organizationId, userId);
      if (!found?.user.avatarFile) throw new NotFoundError('Avatar');
      return readAvatar(config.dataDir, ctx.organizationId, found.user.avatarFile);
    },
  };
}
