import { GATEWAY_DISPLAY_NAMES, type GatewayType, type PaymentGateway } from '../../../../server/contract/payments';

/** The provider as toasts and titles name it ('Stripe'): the server's display name, else the contract's. */
export function providerName(type: GatewayType, gateway?: PaymentGateway): string {
  const shown = gateway?.displayName.trim();
  return shown !== undefined && shown !== '' ? shown : GATEWAY_DISPLAY_NAMES[type];
}
