import {
  BOOKING_WIDGET_MESSAGES as MESSAGES,
  DEPOSIT_TYPE_DEFAULTS,
  REQUIREMENT_NAMES,
  type BookingGateway,
  type BookingSettings,
  type DepositSettings,
} from '../../contract/booking-widget';
import { currencyDigits } from '../../contract/currency';
import { AppError, ValidationError } from '../../errors';
import { minorUnitsOf } from '../services/rules';

/**
 * The booking settings' rules a schema cannot express. The custom CSS styles the floating button
 * on the owner's own site: nothing that could close the style element it sits in, load another
 * sheet or address (`@import`, `url()`), or hide either behind a CSS escape. A site is listed once.
 */
export function checkBookingSettings(settings: BookingSettings): void {
  const css = settings.embedSettings.customCSS.toLowerCase();
  if (/[<\\]|@import|url\s*\(/.test(css)) throw new ValidationError('embedSettings.customCSS', MESSAGES.unsafeCss);
  const repeated = settings.frameAncestors.findIndex((site, i) => settings.frameAncestors.indexOf(site) !== i);
  if (repeated !== -1) throw new ValidationError(`frameAncestors.${repeated}`, MESSAGES.repeatedSite);
}

/**
 * Choosing a deposit type fills its amounts when they are empty (§4: fixed 50, percentage 25,
 * hybrid minimum 25 and percentage 25). Applied on every save and read, so the deposit the page
 * asks for is never an empty amount.
 */
export function withDepositDefaults(settings: DepositSettings): DepositSettings {
  const filled: DepositSettings = { ...settings };
  for (const [field, value] of Object.entries(DEPOSIT_TYPE_DEFAULTS[settings.depositType])) {
    const key = field as 'fixedAmount' | 'percentage' | 'minimumDeposit';
    if (filled[key] === null) filled[key] = value;
  }
  return filled;
}

const gatewayRequired = () =>
  new AppError(400, MESSAGES.gatewayRequired, 'PAYMENT_GATEWAY_REQUIRED', [
    { field: 'depositSettings.requirementType', message: MESSAGES.gatewayRequiredTitle },
  ]);

/** What "too many decimals" reads as for the currency: JPY has no minor unit at all. */
const decimalsRule = (currency: string) =>
  currencyDigits(currency) === 0
    ? `must be a whole amount in ${currency}`
    : `must have at most ${currencyDigits(currency)} decimal places`;

/**
 * The deposit settings as they would be saved: a payment requirement needs a gateway that can take
 * it (§5, and issue 16: card on file and authorization only through Stripe or Square); a no-show
 * or late cancellation fee needs the client's card, so some requirement; amounts have no more
 * decimals than the organization's currency.
 */
export function checkDepositSettings(
  settings: DepositSettings,
  gateway: BookingGateway | null,
  currency: string,
): void {
  const { requirementType, cancellationPolicy: policy } = settings;
  if (requirementType !== 'none') {
    if (gateway === null) throw gatewayRequired();
    if (!gateway.requirementTypes.includes(requirementType)) {
      throw new ValidationError(
        'depositSettings.requirementType',
        MESSAGES.unsupportedRequirement(
          gateway.displayName,
          REQUIREMENT_NAMES[requirementType],
          gateway.requirementTypes.filter((type) => type !== 'none').map((type) => REQUIREMENT_NAMES[type]),
        ),
      );
    }
  }
  if (requirementType === 'none' && (policy.chargeOnNoShow || policy.chargeOnLateCancellation)) {
    throw new ValidationError(
      `depositSettings.cancellationPolicy.${policy.chargeOnNoShow ? 'chargeOnNoShow' : 'chargeOnLateCancellation'}`,
      MESSAGES.feesNeedPayment,
    );
  }
  const amounts = {
    fixedAmount: settings.fixedAmount,
    minimumDeposit: settings.minimumDeposit,
    'cancellationPolicy.feeAmount': policy.feeAmount,
  };
  for (const [field, amount] of Object.entries(amounts)) {
    if (amount !== null && minorUnitsOf(amount, currency) === null) {
      throw new ValidationError(`depositSettings.${field}`, decimalsRule(currency));
    }
  }
}
