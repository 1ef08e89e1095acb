import type { TeamUser } from '../../../../server/contract/team';

/** How many service names the table shows before it gives the count instead. */
export const MAX_SERVICE_NAMES = 2;

export type ServicesSummary = { kind: 'none' } | { kind: 'names'; names: string[] } | { kind: 'count'; count: number };

/**
 * What the team table says of a member's services: none, the names of a few, or how many. Ids
 * the menu no longer lists (an archived service) count but have no name to show.
 */
export function servicesSummary(
  member: Pick<TeamUser, 'serviceIds'>,
  serviceNames: ReadonlyMap<string, string>,
): ServicesSummary {
  const count = member.serviceIds.length;
  if (count === 0) return { kind: 'none' };
  const names = member.serviceIds.flatMap((id) => serviceNames.get(id) ?? []);
  if (count <= MAX_SERVICE_NAMES && names.length === count) return { kind: 'names', names };
  return { kind: 'count', count };
}

/** The names of the locations a member works at, in the order the locations are listed. */
export function locationNamesOf(
  member: Pick<TeamUser, 'locationIds'>,
  locations: readonly { id: string; name: string }[],
): string[] {
  return locations.filter((location) => member.locationIds.includes(location.id)).map((location) => location.name);
}
