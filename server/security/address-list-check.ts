import { AppError } from '../errors';
import { addressAllowed, addressEntryProblem, plainAddress } from './address-list';

interface AddressListRule {
  list: readonly string[];
  /** Whether the list is applied: only then can it keep the person saving it out. */
  enforced: boolean;
  callerIp: string;
  /** The list's label, for the message ('Allowed IP addresses'). */
  label: string;
  /** The body path of the list, for the error's details. */
  field: string;
  /** The lock-out sentence, given the caller's address. */
  lockedOut: (address: string) => string;
}

/**
 * The checks an address list gets when saved (the security policy's sign-in list, the system
 * configuration's whitelist): every entry parses, and an applied list includes the address of the
 * person saving it, who could not get back in otherwise.
 */
export function assertAddressListSavable({ list, enforced, callerIp, label, field, lockedOut }: AddressListRule): void {
  for (const entry of list) {
    const problem = addressEntryProblem(entry);
    if (problem !== null)
      throw new AppError(400, `${label}: ${problem}`, 'VALIDATION_ERROR', [{ field, message: problem }]);
  }
  if (enforced && !addressAllowed(list, callerIp)) {
    const address = plainAddress(callerIp);
    throw new AppError(400, lockedOut(address), 'IP_LOCKOUT', [
      { field, message: `must include your current address ${address}` },
    ]);
  }
}
