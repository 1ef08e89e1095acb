import { BookingSettings, BookingSettingsPatch, DepositSettingsAnswer, DepositSettingsPatch } from '../booking-widget';
import { defineRoute } from './define';

/**
 * Online Booking Setup (organization/booking, spec part 2 §2): the booking settings and the deposit
 * settings, two documents (paths ours: the spec shows none). The menu entry needs
 * manage_organization_settings (§6), and so do both documents.
 */
const permission = 'manage_organization_settings';
// The activity log's sections are spec part 3's: online booking is part of Services & Booking.
const activity = { section: 'services', action: 'update' } as const;

export const bookingWidgetRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/booking-settings',
    permission,
    response: BookingSettings,
    versioned: true,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/booking-settings',
    permission,
    body: BookingSettingsPatch,
    response: BookingSettings,
    activity,
    versioned: true,
  }),
  deposit: defineRoute({
    method: 'GET',
    path: '/api/booking-settings/deposit',
    permission,
    response: DepositSettingsAnswer,
    versioned: true,
  }),
  saveDeposit: defineRoute({
    method: 'PUT',
    path: '/api/booking-settings/deposit',
    permission,
    body: DepositSettingsPatch,
    response: DepositSettingsAnswer,
    activity,
    versioned: true,
  }),
};
