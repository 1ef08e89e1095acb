import type { ActivitySection } from '../contract/activity';
import type { RoutePermission } from '../contract/permissions';

/**
 * The permissions of the routes that save settings documents, by the activity section they record
 * under, filled as documentRoutes registers them (at start-up, before any request). Reverting a
 * change writes the document without its route, so the revert asks for every permission a route
 * of that section needs: the revert route's own permission must never open a document its route
 * keeps closed (a custom role with organization settings but not tax settings reverting a tax
 * change). Sections are the same in every app built in one process, so one table serves them all.
 */
const permissionsBySection = new Map<string, Set<RoutePermission>>();

export function registerRevertPermission(section: ActivitySection, permission: RoutePermission): void {
  let permissions = permissionsBySection.get(section);
  if (!permissions) permissionsBySection.set(section, (permissions = new Set()));
  permissions.add(permission);
}

/** What a revert of a change filed under `section` needs besides its route's own permission. */
export function revertPermissionsOf(section: string): readonly RoutePermission[] {
  return [...(permissionsBySection.get(section) ?? [])];
}
