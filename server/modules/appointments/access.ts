import { roleKey } from '../../contract/permissions';
import { ForbiddenError } from '../../errors';
import type { RequestContext } from '../../types';

/** The spec's roles ranked below the receptionist (part 1 §6: client viewer, client). */
const BELOW_RECEPTION = new Set(['viewer', 'client']);

/**
 * Who may work the desk's Bookings list. Its routes are open to every signed-in member (SIGNED_IN),
 * as clients are: reception, practitioners and a salon's own staff roles ("Senior Stylist") book
 * and approve all day. A client viewer or a client is refused: the list holds other people's
 * names and numbers, and those roles are not the business's team. Platform admins pass.
 */
export function assertWorksTheDesk(ctx: RequestContext): void {
  if (ctx.user.isPlatformAdmin) return;
  const key = roleKey(ctx.user.role.name);
  if (key !== undefined && BELOW_RECEPTION.has(key)) {
    throw new ForbiddenError('Your role does not give access to bookings.');
  }
}
