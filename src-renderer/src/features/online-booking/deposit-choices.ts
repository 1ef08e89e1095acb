import {
  DEPOSIT_TYPE_DEFAULTS,
  type BookingGateway,
  type DepositSettings,
  type DepositType,
  type RequirementType,
} from '../../../../server/contract/booking-widget';

/**
 * The deposit type just chosen, with its amounts filled when empty (spec part 2 §4: fixed 50,
 * percentage 25, hybrid minimum 25 and percentage 25); the server does the same on save.
 */
export function chooseDepositType(settings: DepositSettings, depositType: DepositType): DepositSettings {
  const next: DepositSettings = { ...settings, depositType };
  for (const [field, value] of Object.entries(DEPOSIT_TYPE_DEFAULTS[depositType])) {
    const key = field as 'fixedAmount' | 'percentage' | 'minimumDeposit';
    if (next[key] === null) next[key] = value;
  }
  return next;
}

/**
 * Whether a requirement can be chosen: none always; the others only with a gateway for online
 * bookings (§4: "locked when no payment gateway is configured"), and only what it can take.
 */
export function isRequirementOpen(requirement: RequirementType, gateway: BookingGateway | null): boolean {
  if (requirement === 'none') return true;
  return gateway !== null && gateway.requirementTypes.includes(requirement);
}

/** The requirement would be refused on save: the page says so before sending (§5). */
export function needsGateway(settings: DepositSettings, gateway: BookingGateway | null): boolean {
  return settings.requirementType !== 'none' && gateway === null;
}
