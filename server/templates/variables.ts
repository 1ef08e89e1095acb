import {
  EMAIL_VARIABLES,
  MAX_VARIABLES,
  SMS_VARIABLES,
  VARIABLE_NAME_PATTERN,
  type TemplateType,
} from '../contract/message-templates';
import { ValidationError } from '../errors';

/**
 * Template variables (spec part 3 §3): written `{{name}}` in a template, filled when a message is
 * sent. The events fill both the email names (clientFirstName, organizationName, treatmentName...)
 * and the SMS ones (firstName, businessName, serviceName...), so a template may use either.
 */

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
const NAME = new RegExp(VARIABLE_NAME_PATTERN);

/** Fills `{{name}}` in text; a name without a value becomes nothing, never its braces. */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (_match, name: string) =>
    Object.prototype.hasOwnProperty.call(variables, name) ? (variables[name] ?? '') : '',
  );
}

/** The names a text uses, in order of first use. */
export function usedVariables(...texts: readonly (string | null | undefined)[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of (text ?? '').matchAll(VARIABLE)) names.add(match[1]!);
  return [...names];
}

/**
 * The variables field as the forms send it: a list of names, or the SMS form's comma-separated
 * text (§3), where a name may keep its braces ("{{firstName}}, businessName"). Always a list of
 * distinct names; a name that could never be filled is refused.
 */
export function parseVariables(value: readonly string[] | string): string[] {
  const names = (typeof value === 'string' ? value.split(/[,;\n]+/) : [...value])
    .map((name) => name.trim().replace(/^\{\{\s*|\s*\}\}$/g, ''))
    .filter((name) => name !== '');
  const bad = names.find((name) => !NAME.test(name));
  if (bad !== undefined) {
    throw new ValidationError('Variables', 'must be names of letters, digits and underscores, such as firstName');
  }
  const distinct = [...new Set(names)];
  if (distinct.length > MAX_VARIABLES) throw new ValidationError('Variables', `must name at most ${MAX_VARIABLES}`);
  return distinct;
}

/**
 * The one table of sample values: previews fill the variables a person did not give with these,
 * and `GET /api/platform-templates/variables/:type` offers them. The organization's own name is
 * put in by the preview itself.
 */
export const SAMPLE_VARIABLES: Readonly<Record<string, string>> = {
  organizationName: 'Your Salon',
  businessName: 'Your Salon',
  organizationPhone: '+61 2 9000 0000',
  organizationEmail: 'hello@yoursalon.example',
  clientFirstName: 'Ana',
  clientLastName: 'Lopez',
  clientEmail: 'ana.lopez@example.com',
  clientName: 'Ana Lopez',
  firstName: 'Ana',
  lastName: 'Lopez',
  fullName: 'Ana Lopez',
  recipientFirstName: 'Sam',
  appointmentDate: 'Thursday, March 6, 2025',
  appointmentTime: '11:00 AM',
  previousDate: 'Tuesday, March 4, 2025',
  previousTime: '2:30 PM',
  treatmentName: 'Balayage',
  serviceName: 'Balayage',
  practitionerName: 'Priya Patel',
  locationName: 'City',
  phoneNumber: '+61 412 345 678',
  totalAmount: '$120.00',
  dueDate: 'March 20, 2025',
  invoiceNumber: 'INV-0042',
  conflictDetails: 'Priya Patel is already booked from 11:00 AM to 12:00 PM.',
  itemCount: '2',
  digestSince: 'Monday, March 3, 2025 at 9:00 AM',
  digestItems:
    '• New booking: Ana Lopez, Balayage on Thursday, March 6, 2025 at 11:00 AM (City)\n• Cancelled: Ben Ng, Haircut on Friday, March 7, 2025 at 2:00 PM (Beach)',
  invitedBy: 'Olivia Owens',
  inviteUrl: 'https://example.com/invite/sample',
  expiresAt: 'March 13, 2025 at 11:00 AM',
  message: 'This is a sample message.',
  signInDevice: 'Chrome on Windows',
  signInAddress: '203.0.113.7',
  signInTime: 'Thursday, March 6, 2025 at 11:00 AM',
  changedAt: 'Thursday, March 6, 2025 at 11:00 AM',
  activityDetails: 'Sign-in to your account was locked for 15 minutes after 5 wrong passwords in a row.',
};

/** The names offered for a type: those its editor lists (§3), then those the shipped templates use. */
export function offeredVariables(type: TemplateType, shipped: readonly string[]): { name: string; sample: string }[] {
  const editor: readonly string[] = type === 'email' ? EMAIL_VARIABLES : SMS_VARIABLES;
  return [...new Set([...editor, ...shipped])].map((name) => ({ name, sample: SAMPLE_VARIABLES[name] ?? '' }));
}
