import { SMS_MAX_LENGTH, type TemplateType } from '../contract/message-templates';
import { smsCharacterCount } from '../contract/sms-segments';
import { ValidationError } from '../errors';
import { sanitizeEmailHtml } from './sanitize';

/**
 * What a template's fields must be, by its type (spec part 3 §5 "SMS template", in its words):
 * content is required ('Message content is required'; an email may have its HTML instead), an SMS
 * is at most 1600 characters ('SMS content cannot exceed 1600 characters'), an email's HTML is
 * sanitised before it is stored. Used for marketing templates, overrides and imports alike.
 */

export const CONTENT_REQUIRED = 'Message content is required';
export const SMS_TOO_LONG = `SMS content cannot exceed ${SMS_MAX_LENGTH} characters`;

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** A subject is one line; an SMS has none. Blank is no subject. */
export function checkedSubject(type: TemplateType, value: string | null): string | null {
  if (blank(value)) return null;
  if (type === 'sms') throw new ValidationError('Subject', 'is only used by email and push templates');
  return value!.replace(/[\r\n]+/g, ' ').trim();
}

/** The text (SMS, push body, email text part). Blank is none: required for SMS and push (requireBody). */
export function checkedContent(type: TemplateType, value: string | null): string | null {
  if (blank(value)) {
    if (value !== null && type !== 'email') throw new ValidationError('Message content', 'is required');
    return null;
  }
  if (type === 'sms' && smsCharacterCount(value!) > SMS_MAX_LENGTH) {
    throw new ValidationError('SMS content', `cannot exceed ${SMS_MAX_LENGTH} characters`);
  }
  return value!;
}

/** An email's body, sanitised; other types have none. Blank (or nothing left once sanitised) is none. */
export function checkedHtml(type: TemplateType, value: string | null): string | null {
  if (blank(value)) return null;
  if (type !== 'email') throw new ValidationError('Email content', 'is only used by email templates');
  // Stored sanitised; the `{{variable}}` placeholders stay (sanitize.ts), filled and checked when sent.
  const clean = sanitizeEmailHtml(value!);
  return clean.trim() === '' ? null : clean;
}

/** A template must say something: its text, or for an email its HTML. */
export function requireBody(type: TemplateType, content: string | null, htmlContent: string | null): void {
  if (!blank(content)) return;
  if (type === 'email' && !blank(htmlContent)) return;
  throw new ValidationError('Message content', 'is required');
}
