import type { BookingWidgetSettings } from '../../contract/booking-widget';
import type { Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { mergeDeep } from '../../documents/documents';
import { findDocument } from '../../documents/repository';
import { bookingSettingsKind, depositSettingsKind } from './documents';
import { withDepositDefaults } from './rules';

/**
 * The organization's online booking settings as saved, over the defaults (for the public booking
 * page and the booking core): both documents in one object, the deposit type's empty amounts
 * filled. Read from memory until the next write (cachedRead); the answer is frozen, read-only.
 */
export function bookingWidgetSettings(db: Db, organizationId: string): BookingWidgetSettings {
  return cachedRead(db, `booking-widget-settings|${organizationId}`, () => {
    const scope = { organizationId, userId: '' };
    const stored = (kind: { kind: string }) => findDocument(db, kind.kind, scope)?.data;
    const settings = mergeDeep(bookingSettingsKind.defaults(), stored(bookingSettingsKind));
    const deposit = mergeDeep(depositSettingsKind.defaults(), stored(depositSettingsKind));
    return { ...settings, depositSettings: withDepositDefaults(deposit.depositSettings) };
  });
}

export { bookingGateway } from './gateway';
