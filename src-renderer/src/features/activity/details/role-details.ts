import { ROLE_KEYS, type RoleKey } from '../../../../../server/contract/permissions';

type StandardRoleNames = Readonly<Record<`roles.standard.${RoleKey}`, string>>;

/**
 * The activity lines' names of built-in roles (roleValue in server/contract/activity-details.ts),
 * in a language: the Roles page's own words for each role, so the two never say it differently.
 */
export const roleDetailMessages = (roles: StandardRoleNames) =>
  Object.fromEntries(ROLE_KEYS.map((key) => [`activityDetail.role.${key}`, roles[`roles.standard.${key}`]])) as Record<
    `activityDetail.role.${RoleKey}`,
    string
  >;
