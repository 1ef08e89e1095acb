import type { MessageChannel } from '../contract/notification-logs';
import { emailHtml, emailText, type EmailBlock } from './email-layout';

/**
 * The system templates the events need (this issue seeds them; the templates issue adds editing).
 * Variables are written `{{name}}` (spec part 3 §3); the events fill both the email names
 * (clientFirstName, organizationName, treatmentName...) and the SMS ones (firstName, businessName,
 * serviceName...), so a template may use either. A variable nobody filled renders as nothing, never
 * as its braces. Values are plain text: escaped in the HTML part, kept as they are in the text and
 * SMS parts.
 */

interface EmailTemplate {
  name: string;
  subject: string;
  /** The band at the top of the email. */
  title: string;
  blocks: readonly EmailBlock[];
}
interface TextTemplate {
  name: string;
  text: string;
}
interface PushTemplate {
  name: string;
  title: string;
  body: string;
}
interface SystemTemplate {
  email?: EmailTemplate;
  sms?: TextTemplate;
  push?: PushTemplate;
}

export interface RenderedTemplate {
  subject: string | null;
  text: string;
  html: string | null;
  templateName: string;
  templateSubtype: string;
}

const heading = (text: string): EmailBlock => ({ type: 'heading', text });
const paragraph = (text: string): EmailBlock => ({ type: 'paragraph', text });

const APPOINTMENT_DETAILS = paragraph(
  'Date: {{appointmentDate}}\nTime: {{appointmentTime}}\nService: {{treatmentName}}\nWith: {{practitionerName}}\nWhere: {{locationName}}',
);
const STAFF_DETAILS = paragraph(
  'Client: {{clientName}}\nDate: {{appointmentDate}}\nTime: {{appointmentTime}}\nService: {{treatmentName}}\nWith: {{practitionerName}}\nWhere: {{locationName}}',
);

const SYSTEM_TEMPLATES: Readonly<Record<string, SystemTemplate>> = {
  appointment_confirmation: {
    email: {
      name: 'Appointment confirmation',
      subject: 'Your appointment at {{organizationName}} is confirmed',
      title: '{{organizationName}}',
      blocks: [
        heading('See you soon, {{clientFirstName}}!'),
        paragraph('Your appointment is confirmed.'),
        APPOINTMENT_DETAILS,
        paragraph('If you need to change or cancel it, please contact us.'),
      ],
    },
    sms: {
      name: 'Appointment confirmation (SMS)',
      text: 'Hi {{firstName}}, your {{serviceName}} at {{businessName}} is confirmed for {{appointmentDate}} at {{appointmentTime}}.',
    },
    push: {
      name: 'Appointment confirmation (push)',
      title: 'Appointment confirmed',
      body: '{{serviceName}} on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  appointment_reminder: {
    email: {
      name: 'Appointment reminder',
      subject: 'Reminder: your appointment at {{organizationName}} on {{appointmentDate}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Hi {{clientFirstName}}, this is a reminder'),
        paragraph('We look forward to seeing you.'),
        APPOINTMENT_DETAILS,
      ],
    },
    sms: {
      name: 'Appointment reminder (SMS)',
      text: 'Reminder: {{serviceName}} at {{businessName}} on {{appointmentDate}} at {{appointmentTime}}. See you soon, {{firstName}}!',
    },
    push: {
      name: 'Appointment reminder (push)',
      title: 'Appointment reminder',
      body: '{{serviceName}} on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  appointment_cancellation: {
    email: {
      name: 'Appointment cancellation',
      subject: 'Your appointment at {{organizationName}} has been cancelled',
      title: '{{organizationName}}',
      blocks: [
        heading('Hi {{clientFirstName}}, your appointment has been cancelled'),
        APPOINTMENT_DETAILS,
        paragraph('We hope to see you another time. Contact us to book again.'),
      ],
    },
    sms: {
      name: 'Appointment cancellation (SMS)',
      text: 'Hi {{firstName}}, your {{serviceName}} at {{businessName}} on {{appointmentDate}} at {{appointmentTime}} has been cancelled.',
    },
    push: {
      name: 'Appointment cancellation (push)',
      title: 'Appointment cancelled',
      body: '{{serviceName}} on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  appointment_rescheduling: {
    email: {
      name: 'Appointment rescheduling',
      subject: 'Your appointment at {{organizationName}} has moved to {{appointmentDate}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Hi {{clientFirstName}}, your appointment has a new time'),
        paragraph('It was on {{previousDate}} at {{previousTime}}. It is now:'),
        APPOINTMENT_DETAILS,
      ],
    },
    sms: {
      name: 'Appointment rescheduling (SMS)',
      text: 'Hi {{firstName}}, your {{serviceName}} at {{businessName}} has moved to {{appointmentDate}} at {{appointmentTime}}.',
    },
    push: {
      name: 'Appointment rescheduling (push)',
      title: 'Appointment moved',
      body: '{{serviceName}} is now on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  admin_booking: {
    email: {
      name: 'New booking (team)',
      subject: 'New booking: {{clientName}} on {{appointmentDate}} at {{appointmentTime}}',
      title: '{{organizationName}}',
      blocks: [
        heading('New booking'),
        paragraph('Hi {{recipientFirstName}}, a new appointment was booked.'),
        STAFF_DETAILS,
      ],
    },
    sms: {
      name: 'New booking (team, SMS)',
      text: 'New booking: {{clientName}}, {{serviceName}} on {{appointmentDate}} at {{appointmentTime}} ({{locationName}}).',
    },
  },
  admin_rescheduling: {
    email: {
      name: 'Booking moved (team)',
      subject: 'Booking moved: {{clientName}} now on {{appointmentDate}} at {{appointmentTime}}',
      title: '{{organizationName}}',
      blocks: [
        heading('A booking was moved'),
        paragraph('Hi {{recipientFirstName}}, this appointment moved from {{previousDate}} at {{previousTime}}.'),
        STAFF_DETAILS,
      ],
    },
    sms: {
      name: 'Booking moved (team, SMS)',
      text: 'Booking moved: {{clientName}}, {{serviceName}} now on {{appointmentDate}} at {{appointmentTime}}.',
    },
  },
  admin_cancellation: {
    email: {
      name: 'Cancellation (team)',
      subject: 'Cancelled: {{clientName}} on {{appointmentDate}} at {{appointmentTime}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Appointment cancelled'),
        paragraph('Hi {{recipientFirstName}}, this appointment was cancelled.'),
        STAFF_DETAILS,
      ],
    },
    sms: {
      name: 'Cancellation (team, SMS)',
      text: 'Cancelled: {{clientName}}, {{serviceName}} on {{appointmentDate}} at {{appointmentTime}}.',
    },
  },
  admin_no_show: {
    email: {
      name: 'No-show (team)',
      subject: 'No-show: {{clientName}} on {{appointmentDate}} at {{appointmentTime}}',
      title: '{{organizationName}}',
      blocks: [
        heading('A client did not come'),
        paragraph('Hi {{recipientFirstName}}, this appointment was marked as a no-show.'),
        STAFF_DETAILS,
      ],
    },
    sms: {
      name: 'No-show (team, SMS)',
      text: 'No-show: {{clientName}}, {{serviceName}} on {{appointmentDate}} at {{appointmentTime}}.',
    },
  },
  admin_conflict: {
    email: {
      name: 'Booking conflict (team)',
      subject: 'Booking conflict on {{appointmentDate}} at {{appointmentTime}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Booking conflict'),
        paragraph('Hi {{recipientFirstName}}, this appointment conflicts with another booking: {{conflictDetails}}'),
        STAFF_DETAILS,
      ],
    },
    sms: {
      name: 'Booking conflict (team, SMS)',
      text: 'Booking conflict: {{clientName}}, {{serviceName}} on {{appointmentDate}} at {{appointmentTime}}. {{conflictDetails}}',
    },
  },
  admin_digest: {
    email: {
      name: 'Notification digest (team)',
      subject: '{{organizationName}}: {{itemCount}} updates since {{digestSince}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Your digest'),
        paragraph('Hi {{recipientFirstName}}, here is what happened since {{digestSince}}:'),
        paragraph('{{digestItems}}'),
      ],
    },
  },
  team_invitation: {
    email: {
      name: 'Team invitation',
      subject: '{{invitedBy}} invited you to join {{organizationName}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Hi {{firstName}}, you are invited'),
        paragraph('{{invitedBy}} added you to the team of {{organizationName}}. Choose your password to sign in.'),
        { type: 'button', text: 'Set your password', url: '{{inviteUrl}}' },
        paragraph(
          'This link works once and expires on {{expiresAt}}. If you did not expect it, you can ignore this email.',
        ),
      ],
    },
  },
  provider_test: {
    email: {
      name: 'Provider test',
      subject: 'Test email from {{organizationName}}',
      title: '{{organizationName}}',
      blocks: [
        heading('Your email settings work'),
        paragraph('This is a test message sent from {{organizationName}}. {{message}}'),
      ],
    },
    sms: { name: 'Provider test (SMS)', text: '{{message}}' },
    push: {
      name: 'Provider test (push)',
      title: 'Test notification',
      body: 'Push notifications from {{organizationName}} work.',
    },
  },
};

export const TEMPLATE_SUBTYPES = Object.keys(SYSTEM_TEMPLATES);

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Fills `{{name}}` in text; a name without a value becomes nothing. */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (_match, name: string) =>
    Object.prototype.hasOwnProperty.call(variables, name) ? (variables[name] ?? '') : '',
  );
}

/** A header carries one line: a value with a line break would otherwise end the subject early. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function hasTemplate(subtype: string, channel: MessageChannel): boolean {
  return SYSTEM_TEMPLATES[subtype]?.[channel] !== undefined;
}

export function renderTemplate(
  subtype: string,
  channel: MessageChannel,
  variables: Record<string, string>,
): RenderedTemplate {
  const template = SYSTEM_TEMPLATES[subtype];
  if (!template) throw new Error(`No system template ${subtype}`);
  const fill = (text: string) => fillVariables(text, variables);
  if (channel === 'email') {
    const email = template.email;
    if (!email) throw new Error(`The template ${subtype} has no email version`);
    const blocks = email.blocks.map((block): EmailBlock =>
      block.type === 'button'
        ? { type: 'button', text: fill(block.text), url: fill(block.url) }
        : { type: block.type, text: fill(block.text) },
    );
    return {
      subject: oneLine(fill(email.subject)),
      text: emailText(blocks),
      html: emailHtml(fill(email.title), blocks),
      templateName: email.name,
      templateSubtype: subtype,
    };
  }
  if (channel === 'sms') {
    const sms = template.sms;
    if (!sms) throw new Error(`The template ${subtype} has no SMS version`);
    return { subject: null, text: fill(sms.text).trim(), html: null, templateName: sms.name, templateSubtype: subtype };
  }
  const push = template.push;
  if (!push) throw new Error(`The template ${subtype} has no push version`);
  return {
    subject: oneLine(fill(push.title)),
    text: fill(push.body).trim(),
    html: null,
    templateName: push.name,
    templateSubtype: subtype,
  };
}
