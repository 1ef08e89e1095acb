import { roleKey } from '../../contract/permissions';
import { ForbiddenError } from '../../errors';
import type { RequestContext } from '../../types';

/** The spec's roles for people outside the team (part 1 §6: client viewer, client). */
const OUTSIDE_THE_TEAM = new Set(['viewer', 'client']);

/**
 * Who may look clients and products up. Their routes are open to every signed-in member
 * (SIGNED_IN: the front desk and practitioners work with them all day, and so do the custom roles
 * a salon makes for its staff, a "Senior Stylist"), but a client viewer or a client is refused
 * here: a client's record is personal data, and those roles are not the business's team. The
 * platform admin passes whatever role they hold.
 */
export function assertServesClients(ctx: RequestContext): void {
  if (ctx.user.isPlatformAdmin) return;
  const key = roleKey(ctx.user.role.name);
  if (key !== undefined && OUTSIDE_THE_TEAM.has(key)) {
    throw new ForbiddenError('Your role does not give access to clients and products.');
  }
}
