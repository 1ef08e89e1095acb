import { GATEWAY_REQUIREMENTS, type BookingGateway } from '../../contract/booking-widget';
import { GATEWAY_DISPLAY_NAMES, type GatewayType } from '../../contract/payments';
import type { DbOrTx } from '../../db/client';
import { listGateways, type GatewayRow } from '../payments/repository';

/**
 * The gateway online bookings are paid through: configured, switched on and used for online
 * bookings, the organization's default first, else the first in the providers' order. Null when
 * there is none, and then no payment requirement can be asked of clients (spec part 2 §5).
 */
export function bookingGateway(db: DbOrTx, organizationId: string): BookingGateway | null {
  const chosen = bookingGatewayRow(db, organizationId);
  if (!chosen) return null;
  const type = chosen.type as GatewayType;
  return { type, displayName: GATEWAY_DISPLAY_NAMES[type], requirementTypes: [...GATEWAY_REQUIREMENTS[type]] };
}

/** The gateway row online bookings are paid through (see bookingGateway), or undefined. */
export function bookingGatewayRow(db: DbOrTx, organizationId: string): GatewayRow | undefined {
  const usable = listGateways(db, organizationId).filter(
    (g) => g.isConfigured && g.isEnabled && g.useForOnlineBookings,
  );
  return usable.find((g) => g.isDefault) ?? usable[0];
}
