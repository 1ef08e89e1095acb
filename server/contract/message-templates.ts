import { Type, type Static } from 'typebox';
import { Id, Labelled, NameField, Strict, TextField } from './common';

/**
 * Message templates (spec part 3 §3 "Message template", "SMS template form", §5, §7, §9): the
 * organization's view of the platform's templates (scope system, with its override), the platform
 * defaults themselves (scope platform), and its own (scope marketing).
 */

export const TEMPLATE_TYPES = ['email', 'sms', 'notification'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_SCOPES = ['platform', 'system', 'marketing'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/** The SMS form's categories (§3), in the spec's order. */
export const SMS_CATEGORIES = [
  'appointment_reminder',
  'appointment_confirmation',
  'appointment_cancellation',
  'touch_up_reminder',
  'birthday_wishes',
  'promotional',
  'welcome',
  'invoice',
  'follow_up',
  'custom',
] as const;

/** The variables the SMS editor offers (§3). */
export const SMS_VARIABLES = [
  'firstName',
  'lastName',
  'fullName',
  'businessName',
  'appointmentDate',
  'appointmentTime',
  'serviceName',
  'practitionerName',
  'locationName',
  'phoneNumber',
  'totalAmount',
  'dueDate',
] as const;

/** The variables the email builder offers (§3). */
export const EMAIL_VARIABLES = [
  'organizationName',
  'organizationPhone',
  'organizationEmail',
  'clientFirstName',
  'clientLastName',
  'clientEmail',
  'appointmentDate',
  'appointmentTime',
  'treatmentName',
  'invoiceNumber',
] as const;

/** §5 and §9: an SMS template's content, in characters. */
export const SMS_MAX_LENGTH = 1600;
export const TEMPLATE_NAME_MAX_LENGTH = 150;
export const SUBJECT_MAX_LENGTH = 200;
/** An email's text part and a push body; SMS has its own limit (checked by its segment rules). */
export const CONTENT_MAX_LENGTH = 20_000;
export const HTML_MAX_LENGTH = 200_000;
export const MAX_VARIABLES = 50;

/** `{{name}}` without the braces. */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
export const SUBTYPE_PATTERN = '^[a-z][a-z0-9_]{0,63}$';

const literals = <const T extends string[]>(values: readonly [...T]) => Type.Enum([...values] as [...T]);

export const TemplateTypeField = Labelled('Type', literals(TEMPLATE_TYPES));
/** The list's filter: the spec sends the type uppercased; lower case is accepted too. */
export const TemplateTypeFilter = Labelled(
  'Type',
  literals([...TEMPLATE_TYPES, ...TEMPLATE_TYPES.map((type) => type.toUpperCase())] as string[]),
);
export const TemplateScopeField = Labelled('Scope', literals(TEMPLATE_SCOPES));
export const SubtypeField = Type.String({ title: 'Category', pattern: SUBTYPE_PATTERN });

/** A list of names, or the SMS form's comma-separated text (§3); answers always carry the list. */
export const VariablesField = Labelled(
  'Variables',
  Type.Union([
    Type.Array(Type.String({ pattern: VARIABLE_NAME_PATTERN }), { maxItems: MAX_VARIABLES }),
    Type.String({ maxLength: 2000 }),
  ]),
);

const subject = Type.Union([TextField({ label: 'Subject', maxLength: SUBJECT_MAX_LENGTH }), Type.Null()], {
  title: 'Subject',
});
const htmlContent = Type.Union([Type.String({ title: 'Email content', maxLength: HTML_MAX_LENGTH }), Type.Null()], {
  title: 'Email content',
});

export const MessageTemplate = Strict({
  id: Id,
  name: Type.String(),
  type: TemplateTypeField,
  subtype: Type.String(),
  scope: TemplateScopeField,
  /** What the engine sends: for a system template, the override where there is one. */
  subject: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  htmlContent: Type.Union([Type.String(), Type.Null()]),
  variables: Type.Array(Type.String()),
  isActive: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
  /** System and platform templates: the default, the organization's override, and the result. */
  defaultSubject: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  defaultContent: Type.Optional(Type.String()),
  defaultHtml: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  customSubject: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  customContent: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  customHtml: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  customVariables: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
  effectiveContent: Type.Optional(Type.String()),
  effectiveHtml: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  isEnabled: Type.Optional(Type.Boolean()),
  /** The organization has its own version, which Reset takes back to the default. */
  isCustomized: Type.Optional(Type.Boolean()),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

export const MessageTemplateList = Strict({ templates: Type.Array(MessageTemplate) });
export type MessageTemplateList = Static<typeof MessageTemplateList>;

export const MessageTemplateListQuery = Strict({
  type: Type.Optional(TemplateTypeFilter),
  scope: Type.Optional(TemplateScopeField),
  /** The spec's cache-busting timestamp; ignored. */
  t: Type.Optional(Type.String({ title: 'Timestamp', maxLength: 40 })),
});
export type MessageTemplateListQuery = Static<typeof MessageTemplateListQuery>;

export const BySubtypeParams = Strict({ subtype: SubtypeField });
export const BySubtypeQuery = Strict({
  type: Type.Optional(TemplateTypeFilter),
  scope: Type.Optional(TemplateScopeField),
});
export type BySubtypeQuery = Static<typeof BySubtypeQuery>;

const templateFields = {
  name: NameField({
    label: 'Template name',
    maxLength: TEMPLATE_NAME_MAX_LENGTH,
    errorMessage: 'Template name is required',
  }),
  type: TemplateTypeField,
  subtype: SubtypeField,
  subject: Type.Optional(subject),
  content: Type.String({ title: 'Message content', maxLength: CONTENT_MAX_LENGTH }),
  htmlContent: Type.Optional(htmlContent),
  variables: Type.Optional(VariablesField),
  isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
};

/** A new marketing template (the spec's create; Duplicate posts 'Copy of {name}'). */
export const CreateMessageTemplateBody = Strict(templateFields);
export type CreateMessageTemplateBody = Static<typeof CreateMessageTemplateBody>;

/**
 * A marketing template's new values, or a system template's override: its subject, content,
 * htmlContent and variables become the custom ones, isActive its isEnabled; its name and type stay.
 */
export const UpdateMessageTemplateBody = Type.Object(
  {
    name: Type.Optional(templateFields.name),
    subtype: Type.Optional(SubtypeField),
    subject: Type.Optional(subject),
    content: Type.Optional(templateFields.content),
    htmlContent: Type.Optional(htmlContent),
    variables: Type.Optional(VariablesField),
    isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateMessageTemplateBody = Static<typeof UpdateMessageTemplateBody>;

/** Sample values by variable name; unsaved edits may be previewed by sending them too. */
export const PreviewBody = Strict({
  variables: Type.Optional(
    Type.Record(Type.String({ pattern: VARIABLE_NAME_PATTERN }), Type.String({ maxLength: 2000 }), {
      title: 'Variables',
      maxProperties: MAX_VARIABLES,
      // A Record checks only the values of names matching the pattern: a value under any other
      // name (which no template can use, so it changes nothing) must be text too, or {"": 0}
      // slipped past the schema with a number for a value (the fuzz test's find).
      additionalProperties: Type.String({ maxLength: 2000 }),
    }),
  ),
  subject: Type.Optional(subject),
  content: Type.Optional(Type.String({ title: 'Message content', maxLength: CONTENT_MAX_LENGTH })),
  htmlContent: Type.Optional(htmlContent),
});
export type PreviewBody = Static<typeof PreviewBody>;

/** An SMS's parts (contract/sms-segments.ts). */
export const SmsSegmentsAnswer = Strict({
  encoding: literals(['GSM-7', 'UCS-2'] as const),
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: Type.Integer(),
  segments: Type.Integer(),
  perSegment: Type.Integer(),
});

/**
 * What the recipient would get: the subject, the email exactly as sent (sanitised, in its 600 px
 * frame with the brand colours and the 'powered by' footer), the text part or SMS.
 */
export const TemplatePreview = Strict({
  subject: Type.Union([Type.String(), Type.Null()]),
  html: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  sms: Type.Optional(SmsSegmentsAnswer),
});
export type TemplatePreview = Static<typeof TemplatePreview>;
