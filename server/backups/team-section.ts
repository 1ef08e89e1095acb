import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { Id } from '../contract/common';
import { isPermission } from '../contract/permissions';
import { PermissionSet, RoleName } from '../contract/roles';
import type { DocumentChanges } from '../documents/documents';
import { findRole, listRoles } from '../modules/roles/repository';
import { rolesService } from '../modules/roles/service';
import type { Db } from '../db/client';
import type { AppDeps, RequestContext } from '../types';
import { InvalidSectionError } from './sections';

/**
 * Team & Permissions in a backup: the organization's roles, each with its name, what the
 * organization calls it and its permission set. Who holds which role is not in it: people are
 * records, not settings, and putting back an older assignment could take someone's access away.
 */
const BackedUpRole = Type.Object(
  {
    id: Id,
    name: RoleName,
    displayName: Type.Union([RoleName, Type.Null()]),
    builtIn: Type.Boolean(),
    customPermissions: PermissionSet,
  },
  { additionalProperties: false },
);
const TeamSection = Type.Object(
  { roles: Type.Array(BackedUpRole, { maxItems: 500 }) },
  { additionalProperties: false },
);
type TeamSection = Static<typeof TeamSection>;

export function readTeamSection(db: Db, organizationId: string): TeamSection {
  return {
    roles: listRoles(db, organizationId).map((role) => ({
      id: role.id,
      name: role.name,
      displayName: role.displayName,
      builtIn: role.builtIn,
      customPermissions: role.customPermissions.filter(isPermission),
    })),
  };
}

/**
 * Puts the roles back through the Roles & Permissions rules themselves (only the owner changes a
 * permission set, never beyond their own; reserved names refused), so a restore can do nothing
 * the roles page would not let the same person do. A role that still exists gets its name,
 * display name and permissions back; a custom role deleted since is created again; roles made
 * since are left alone, with whoever holds them. Meant to run inside the restore's transaction.
 */
export function writeTeamSection(deps: AppDeps, ctx: RequestContext, content: unknown): DocumentChanges {
  if (!Value.Check(TeamSection, content)) throw new InvalidSectionError('team');
  const roles = rolesService(deps);
  const changes: DocumentChanges = {};
  for (const saved of content.roles) {
    const current = findRole(deps.db, ctx.organizationId, saved.id);
    if (!current && saved.builtIn) continue;
    const result = current
      ? roles.update(
          ctx,
          saved.id,
          current.builtIn
            ? { customPermissions: saved.customPermissions, displayName: saved.displayName }
            : { name: saved.name, customPermissions: saved.customPermissions },
          undefined,
        )
      : roles.create(ctx, { name: saved.name, customPermissions: saved.customPermissions });
    for (const [path, change] of Object.entries(result.changes)) changes[`roles.${saved.name}.${path}`] = change;
  }
  return changes;
}
