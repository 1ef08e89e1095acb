import type { RoleSummary } from '../../../../server/contract/team';

/**
 * A role's place among the organization's roles, in words rather than its number: the role just
 * above it (whose holders, and those above, may change its holders' access), or none when it
 * ranks highest. Several roles may share a rank (custom roles all rank lowest).
 */
export function roleAbove(role: RoleSummary, roles: readonly RoleSummary[]): RoleSummary | undefined {
  const above = roles.filter((other) => other.rank > role.rank);
  return above.reduce<RoleSummary | undefined>(
    (closest, other) => (closest === undefined || other.rank < closest.rank ? other : closest),
    undefined,
  );
}
