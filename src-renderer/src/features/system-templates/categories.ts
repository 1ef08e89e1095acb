import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { humanizeSubtype } from './template-list';

/**
 * The readable category of a template's subtype: the SMS form's categories (spec part 3 §3) and
 * the messages the notification engine sends. A subtype the platform adds later still reads well
 * (humanised) until it gets words of its own here.
 */
const CATEGORY_IDS: Readonly<Record<string, MessageId>> = {
  appointment_reminder: 'systemTemplates.category.appointment_reminder',
  appointment_confirmation: 'systemTemplates.category.appointment_confirmation',
  appointment_cancellation: 'systemTemplates.category.appointment_cancellation',
  appointment_rescheduling: 'systemTemplates.category.appointment_rescheduling',
  touch_up_reminder: 'systemTemplates.category.touch_up_reminder',
  birthday_wishes: 'systemTemplates.category.birthday_wishes',
  promotional: 'systemTemplates.category.promotional',
  welcome: 'systemTemplates.category.welcome',
  invoice: 'systemTemplates.category.invoice',
  follow_up: 'systemTemplates.category.follow_up',
  custom: 'systemTemplates.category.custom',
  admin_booking: 'systemTemplates.category.admin_booking',
  admin_rescheduling: 'systemTemplates.category.admin_rescheduling',
  admin_cancellation: 'systemTemplates.category.admin_cancellation',
  admin_no_show: 'systemTemplates.category.admin_no_show',
  admin_conflict: 'systemTemplates.category.admin_conflict',
  admin_digest: 'systemTemplates.category.admin_digest',
  team_invitation: 'systemTemplates.category.team_invitation',
  provider_test: 'systemTemplates.category.provider_test',
};

export function categoryLabel(intl: IntlShape, subtype: string): string {
  const id = Object.prototype.hasOwnProperty.call(CATEGORY_IDS, subtype) ? CATEGORY_IDS[subtype] : undefined;
  return id === undefined ? humanizeSubtype(subtype) : intl.formatMessage({ id });
}
