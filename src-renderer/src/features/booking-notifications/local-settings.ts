import { atomWithStorage, createJSONStorage } from 'jotai/utils';

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where nothing can be kept (no local storage): every read finds nothing, so the default applies. */
const NOWHERE: StringStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Local storage when the browser offers it; some throw on merely reading it when site data is blocked. */
function browserStorage(): StringStorage {
  try {
    return typeof localStorage === 'undefined' ? NOWHERE : localStorage;
  } catch {
    return NOWHERE;
  }
}

/**
 * Rescheduling's showConfirmationModal (spec part 2 §3): whether to ask before a client is told of
 * a new time. The spec keeps it on the client and never sends it with the settings, so it is a
 * choice of this computer, remembered across restarts.
 */
export const showRescheduleConfirmationAtom = atomWithStorage<boolean>(
  'salon.bookingNotifications.showRescheduleConfirmation',
  true,
  createJSONStorage<boolean>(browserStorage),
  { getOnInit: true },
);
