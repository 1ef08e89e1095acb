import type { IntlShape } from 'react-intl';
import type { MessageTemplate, TemplateType } from '../../../../server/contract/message-templates';
import { readsEnglish } from '../../api/error-code-texts';
import type { MessageId } from '../../i18n/en';
import { humanizeSubtype, isMarketing } from './template-list';

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
  login_alert: 'systemTemplates.category.login_alert',
  password_changed: 'systemTemplates.category.password_changed',
  unusual_activity: 'systemTemplates.category.unusual_activity',
  provider_test: 'systemTemplates.category.provider_test',
};

export function categoryLabel(intl: IntlShape, subtype: string): string {
  const id = Object.prototype.hasOwnProperty.call(CATEGORY_IDS, subtype) ? CATEGORY_IDS[subtype] : undefined;
  return id === undefined ? humanizeSubtype(subtype) : intl.formatMessage({ id });
}

/**
 * A system template's name as the reader reads it. Its name ships with the platform, in English
 * ('Appointment reminder (SMS)'): another reader gets it from its category and channel in their
 * language ('Terminerinnerung · SMS'). An English reader gets the shipped name.
 */
export function shippedName(intl: IntlShape, template: { name: string; subtype: string; type: TemplateType }): string {
  if (readsEnglish(intl)) return template.name;
  const category = categoryLabel(intl, template.subtype);
  return intl.formatMessage({ id: 'systemTemplates.systemName' }, { category, type: template.type });
}

/**
 * A template as the reader sees it, so the list, its search and order, and every dialog say the
 * same: a system template by shippedName, a marketing template, the organization's own, as written.
 */
export function inReadersLanguage(template: MessageTemplate, intl: IntlShape): MessageTemplate {
  if (isMarketing(template) || readsEnglish(intl)) return template;
  return { ...template, name: shippedName(intl, template) };
}
