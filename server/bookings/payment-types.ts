import type { GatewayType } from '../contract/payments';
import type { GatewayAccount } from '../integrations/payments/adapters';
import type { HostedCheckout } from '../integrations/payments/checkout';
import type { PaymentEventRow } from './payment-repository';
import type { AppointmentRow } from './repository';

/** A gateway able to take a booking's payment: its account and its hosted checkout. */
export interface CheckoutGateway {
  type: GatewayType;
  displayName: string;
  account: GatewayAccount;
  checkout: HostedCheckout;
}

export type Patch = Partial<AppointmentRow>;
export type PaymentKind =
  'paid' | 'authorized' | 'card_saved' | 'captured' | 'released' | 'refunded' | 'fee_charged' | 'failed';

/** Payment statuses in which the provider holds something of the client's: money, a hold or a card. */
export const HOLDS_MONEY = ['paid', 'partially_refunded', 'authorized', 'card_saved'];
export type LedgerLine = Pick<PaymentEventRow, 'amountMinor' | 'providerReference' | 'reason'> & { kind: PaymentKind };

/** Where the provider sends the client back: the booking's manage page, which checks the payment. */
export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
  /** The manage page itself, which shows a card-form provider's fields (checkout.ts CardForm). */
  cardFormUrl: string;
}
