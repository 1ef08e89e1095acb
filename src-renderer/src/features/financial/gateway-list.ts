import { GATEWAY_TYPES, type GatewayType, type PaymentGateway } from '../../../../server/contract/payments';

/** Only gateways that are configured and enabled are listed (spec §4): the default first, then by provider. */
export function listedGateways(gateways: readonly PaymentGateway[]): PaymentGateway[] {
  return gateways
    .filter((gateway) => gateway.isConfigured && gateway.isEnabled)
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) || GATEWAY_TYPES.indexOf(a.type) - GATEWAY_TYPES.indexOf(b.type),
    );
}

/**
 * How a provider stands in the connect dialog's chooser (§4: a configured gateway cannot be chosen
 * again): connected ones are shown but cannot be chosen; one configured and then disabled is chosen
 * to turn it on again (an update that keeps its stored secrets); the others are connected anew.
 */
export type ChooserState = 'connected' | 'turnedOff' | 'available';

export function chooserState(type: GatewayType, gateways: readonly PaymentGateway[]): ChooserState {
  const gateway = gateways.find((candidate) => candidate.type === type);
  if (gateway?.isConfigured !== true) return 'available';
  return gateway.isEnabled ? 'connected' : 'turnedOff';
}
