import { deepFreeze } from '../../contract/freeze';
import type { SettingsTemplateData } from '../../contract/settings-templates';

/**
 * The official business-type templates (issue 17), seeded into every organization. They set how a
 * business of that kind usually works: the organization's feature switches (online booking,
 * confirmation emails, receipts, loyalty) and the applier's own working view (calendar or list,
 * density, which notifications reach them). Nothing regional: time zone, currency and formats
 * belong to where the business is, not to what it does, so applying one never moves them.
 */
export interface OfficialTemplate {
  /** Stable across releases: the seed finds an organization's copy by it. */
  key: string;
  name: string;
  description: string;
  data: SettingsTemplateData;
}

const topics = (appointments: boolean, marketing: boolean, system: boolean, reminders: boolean) => ({
  appointments,
  marketing,
  system,
  reminders,
});

export const OFFICIAL_TEMPLATES: readonly OfficialTemplate[] = deepFreeze([
  {
    key: 'hair-salon',
    name: 'Hair Salon',
    description:
      'Online booking with email confirmation, automatic receipts and a loyalty program new clients join automatically; opens on the calendar.',
    data: {
      organization: {
        settings: {
          allowOnlineBooking: true,
          requireEmailConfirmation: true,
          autoSendReceipts: true,
          enableLoyaltyProgram: true,
          loyaltyAutoEnrollment: true,
        },
      },
      personal: {
        ui: { defaultView: 'calendar', compactMode: false, itemsPerPage: 25 },
        notifications: {
          email: topics(true, false, true, true),
          push: topics(true, false, false, true),
          sms: topics(false, false, false, false),
        },
      },
    },
  },
  {
    key: 'day-spa',
    name: 'Day Spa',
    description:
      'Online booking with email confirmation for longer treatments, automatic receipts and a loyalty program; opens on the calendar with a relaxed layout.',
    data: {
      organization: {
        settings: {
          allowOnlineBooking: true,
          requireEmailConfirmation: true,
          autoSendReceipts: true,
          enableLoyaltyProgram: true,
          loyaltyAutoEnrollment: true,
        },
      },
      personal: {
        animations: true,
        ui: { defaultView: 'calendar', compactMode: false, itemsPerPage: 25 },
        notifications: {
          email: topics(true, true, true, true),
          push: topics(true, false, false, true),
          sms: topics(false, false, false, false),
        },
      },
    },
  },
  {
    key: 'beauty-clinic',
    name: 'Beauty Clinic',
    description:
      'Online booking with email confirmation and automatic receipts, no loyalty program for clinical treatments; opens on the appointment list.',
    data: {
      organization: {
        settings: {
          allowOnlineBooking: true,
          requireEmailConfirmation: true,
          autoSendReceipts: true,
          enableLoyaltyProgram: false,
          loyaltyAutoEnrollment: false,
        },
      },
      personal: {
        ui: { defaultView: 'list', compactMode: false, itemsPerPage: 50 },
        notifications: {
          email: topics(true, false, true, true),
          push: topics(true, false, true, true),
          sms: topics(false, false, false, false),
        },
      },
    },
  },
  {
    key: 'barber',
    name: 'Barber',
    description:
      'Quick online booking without an email confirmation step, automatic receipts and a loyalty program for regulars; a compact calendar for short appointments.',
    data: {
      organization: {
        settings: {
          allowOnlineBooking: true,
          requireEmailConfirmation: false,
          autoSendReceipts: true,
          enableLoyaltyProgram: true,
          loyaltyAutoEnrollment: true,
        },
      },
      personal: {
        ui: { defaultView: 'calendar', compactMode: true, itemsPerPage: 50 },
        notifications: {
          email: topics(false, false, true, false),
          push: topics(true, false, false, true),
          sms: topics(false, false, false, false),
        },
      },
    },
  },
]);
