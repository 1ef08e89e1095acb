import type {
  BookingSettings,
  BookingSettingsPatch,
  DepositSettingsAnswer,
  DepositSettingsPatch,
} from '../../../../server/contract/booking-widget';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';

/**
 * The two documents of Online Booking Setup (GET and PUT, the api client sends If-Match with the
 * version it read). The deposit answer also names the gateway online bookings are paid through.
 */
const { bookingWidget } = ROUTES;

export const onlineBookingKeys = {
  settings: ['online-booking', 'settings'],
  deposit: ['online-booking', 'deposit'],
} as const;

export const settingsEndpoint: DocumentEndpoint<BookingSettings, BookingSettingsPatch> = {
  queryKey: onlineBookingKeys.settings,
  load: (signal) => api.call(bookingWidget.settings, { signal }).then(unversioned),
  save: (body) => api.call(bookingWidget.saveSettings, { body }).then(unversioned),
};

export const depositEndpoint: DocumentEndpoint<DepositSettingsAnswer, DepositSettingsPatch> = {
  queryKey: onlineBookingKeys.deposit,
  load: (signal) => api.call(bookingWidget.deposit, { signal }).then(unversioned),
  save: (body) => api.call(bookingWidget.saveDeposit, { body }).then(unversioned),
};

/** The deposit save sends the settings only: the gateway is the server's to say. */
export const depositBody = (values: DepositSettingsAnswer): DepositSettingsPatch => ({
  depositSettings: values.depositSettings,
});
