import { Intent } from '@blueprintjs/core';
import {
  SMS_CATEGORIES,
  SMS_MAX_LENGTH,
  type CreateMessageTemplateBody,
  type MessageTemplate,
  type UpdateMessageTemplateBody,
} from '../../../../../server/contract/message-templates';
import { countSmsSegments, smsCharacterCount, type SmsCount } from '../../../../../server/contract/sms-segments';

/**
 * The SMS template form (spec part 3 §2 "SMS editor", §3 "SMS template form", §5): its values, the
 * checks made before anything is sent, the bodies it sends, and what the live counter shows.
 * Pure, so the dialog and its tests share it.
 */

export interface SmsFormValues {
  name: string;
  subtype: string;
  content: string;
  /** The comma-separated text the form shows (the server reads it as the list of names). */
  variables: string;
  isActive: boolean;
}

/** A system template's name and category are the platform's: shown, not edited. */
export const isSystemTemplate = (template: MessageTemplate | null) =>
  template !== null && template.scope !== 'marketing';

export function smsFormValues(template: MessageTemplate | null): SmsFormValues {
  if (template === null) {
    return { name: '', subtype: 'promotional', content: '', variables: '', isActive: true };
  }
  return {
    name: template.name,
    subtype: template.subtype,
    content: template.content,
    variables: template.variables.join(', '),
    // A system template is switched on or off for the organization (isEnabled), a marketing one is active or not.
    isActive: template.isEnabled ?? template.isActive,
  };
}

/** The categories offered: the §3 list, plus the template's own when it is another one. */
export function categoryChoices(current: string): string[] {
  const categories: string[] = [...SMS_CATEGORIES];
  return categories.includes(current) ? categories : [current, ...categories];
}

export type SmsFormProblem = 'nameRequired' | 'contentRequired' | 'contentTooLong';
export type SmsFormProblems = Partial<Record<'name' | 'content', SmsFormProblem>>;

/** §5, in the field it concerns; an empty answer means the form can be sent. */
export function checkSmsForm(values: SmsFormValues, system: boolean): SmsFormProblems {
  const problems: SmsFormProblems = {};
  if (!system && values.name.trim() === '') problems.name = 'nameRequired';
  if (values.content.trim() === '') problems.content = 'contentRequired';
  else if (exceedsSmsLength(values.content)) problems.content = 'contentTooLong';
  return problems;
}

export const exceedsSmsLength = (content: string) => smsCharacterCount(content) > SMS_MAX_LENGTH;

/** A new marketing SMS template. */
export const createBody = (values: SmsFormValues): CreateMessageTemplateBody => ({
  name: values.name.trim(),
  type: 'sms',
  subtype: values.subtype,
  content: values.content,
  variables: values.variables,
  isActive: values.isActive,
});

/**
 * A template's new values. A system template keeps its name and category (the server would too):
 * its content and variables become the organization's own version, isActive whether it is sent.
 */
export function updateBody(values: SmsFormValues, system: boolean): UpdateMessageTemplateBody {
  const own = { content: values.content, variables: values.variables, isActive: values.isActive };
  return system ? own : { name: values.name.trim(), subtype: values.subtype, ...own };
}

/** What the counter under the message shows. */
export interface SmsCounterView {
  count: SmsCount;
  characters: number;
  /** One SMS credit per part (spec part 3 §2). */
  credits: number;
  /** 'This message will be sent as N parts', above one part. */
  multiPart: boolean;
  /** The hint to shorten the message to save cost, above 3 parts. */
  suggestShorter: boolean;
  badgeIntent: Intent;
  /** Over 1600 characters: the banner, and Save disabled. */
  tooLong: boolean;
}

/** The badge's colour changes above 1, above 3 and above 5 parts (§2, §9). */
export function badgeIntent(segments: number): Intent {
  if (segments > 5) return Intent.DANGER;
  if (segments > 3) return Intent.WARNING;
  if (segments > 1) return Intent.PRIMARY;
  return Intent.SUCCESS;
}

export function smsCounterView(content: string): SmsCounterView {
  const count = countSmsSegments(content);
  return {
    count,
    characters: smsCharacterCount(content),
    credits: count.segments,
    multiPart: count.segments > 1,
    suggestShorter: count.segments > 3,
    badgeIntent: badgeIntent(count.segments),
    tooLong: exceedsSmsLength(content),
  };
}
