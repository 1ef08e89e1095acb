import { createHash } from 'node:crypto';
import { blocksToHtml, DEFAULT_EMAIL_BRAND, type EmailBlock } from '../contract/email-blocks';
import type { TemplateType } from '../contract/message-templates';
import { platformTemplateId } from './ids';
import { usedVariables } from './variables';
import type { TemplateText } from './template-text';

/**
 * The templates shipped with the app: the platform's defaults, one per (type, subtype). A sync
 * (sync.ts) brings them into `platform_templates`; the engine falls back to them when those rows
 * are gone. Emails are builder blocks (contract/email-blocks.ts) written with the default brand
 * colours, which the renderer swaps for the organization's; the band at the top with the
 * organization's name is the frame's (notifications/email-layout.ts). An email's `content` is
 * empty: its text part is made from the HTML, so an edited body never leaves a stale text behind.
 * A notification (push) keeps its title in `subject` and its body in `content`.
 */

export interface CatalogEntry extends TemplateText {
  id: string;
  /** The `{{names}}` the entry uses. */
  variables: string[];
  /**
   * False for messages someone asks for at that moment (an invitation, a provider test): turning
   * them off would only make the action fail, so they cannot be switched off.
   */
  canDisable: boolean;
  /** SHA-256 of what a sync writes: a row with another hash is rewritten. */
  hash: string;
}

const heading = (content: string): EmailBlock => ({ type: 'heading1', content });
const paragraph = (content: string): EmailBlock => ({ type: 'paragraph', content });

const APPOINTMENT_DETAILS = paragraph(
  'Date: {{appointmentDate}}\nTime: {{appointmentTime}}\nService: {{treatmentName}}\nWith: {{practitionerName}}\nWhere: {{locationName}}',
);
const STAFF_DETAILS = paragraph(
  'Client: {{clientName}}\nDate: {{appointmentDate}}\nTime: {{appointmentTime}}\nService: {{treatmentName}}\nWith: {{practitionerName}}\nWhere: {{locationName}}',
);

interface Shipped {
  email?: { name: string; subject: string; blocks: readonly EmailBlock[] };
  sms?: { name: string; text: string };
  notification?: { name: string; title: string; body: string };
  /** See CatalogEntry.canDisable. */
  alwaysSent?: true;
}

const SHIPPED: Readonly<Record<string, Shipped>> = {
  appointment_confirmation: {
    email: {
      name: 'Appointment confirmation',
      subject: 'Your appointment at {{organizationName}} is confirmed',
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
    notification: {
      name: 'Appointment confirmation (push)',
      title: 'Appointment confirmed',
      body: '{{serviceName}} on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  appointment_reminder: {
    email: {
      name: 'Appointment reminder',
      subject: 'Reminder: your appointment at {{organizationName}} on {{appointmentDate}}',
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
    notification: {
      name: 'Appointment reminder (push)',
      title: 'Appointment reminder',
      body: '{{serviceName}} on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  appointment_cancellation: {
    email: {
      name: 'Appointment cancellation',
      subject: 'Your appointment at {{organizationName}} has been cancelled',
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
    notification: {
      name: 'Appointment cancellation (push)',
      title: 'Appointment cancelled',
      body: '{{serviceName}} on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  appointment_rescheduling: {
    email: {
      name: 'Appointment rescheduling',
      subject: 'Your appointment at {{organizationName}} has moved to {{appointmentDate}}',
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
    notification: {
      name: 'Appointment rescheduling (push)',
      title: 'Appointment moved',
      body: '{{serviceName}} is now on {{appointmentDate}} at {{appointmentTime}}',
    },
  },
  admin_booking: {
    email: {
      name: 'New booking (team)',
      subject: 'New booking: {{clientName}} on {{appointmentDate}} at {{appointmentTime}}',
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
      blocks: [
        heading('Your digest'),
        paragraph('Hi {{recipientFirstName}}, here is what happened since {{digestSince}}:'),
        paragraph('{{digestItems}}'),
      ],
    },
  },
  team_invitation: {
    alwaysSent: true,
    email: {
      name: 'Team invitation',
      subject: '{{invitedBy}} invited you to join {{organizationName}}',
      blocks: [
        heading('Hi {{firstName}}, you are invited'),
        paragraph('{{invitedBy}} added you to the team of {{organizationName}}. Choose your password to sign in.'),
        { type: 'button', buttonText: 'Set your password', buttonUrl: '{{inviteUrl}}' },
        paragraph(
          'This link works once and expires on {{expiresAt}}. If you did not expect it, you can ignore this email.',
        ),
      ],
    },
  },
  // A member's own account (Personal settings > Notifications, the Security events): sent to them
  // alone, as their own preferences choose (notifications/account-alerts.ts).
  login_alert: {
    email: {
      name: 'Login alert',
      subject: 'New sign-in to your {{organizationName}} account',
      blocks: [
        heading('Hi {{recipientFirstName}}, was this you?'),
        paragraph('Your account was just signed in to from a browser and device it had not used before.'),
        paragraph('Device: {{signInDevice}}\nAddress: {{signInAddress}}\nWhen: {{signInTime}}'),
        paragraph(
          'If this was you, there is nothing to do. If not, change your password now and end the sessions you do not know under Personal settings > Security.',
        ),
      ],
    },
    sms: {
      name: 'Login alert (SMS)',
      text: '{{businessName}}: new sign-in to your account from {{signInDevice}} ({{signInAddress}}) at {{signInTime}}. Not you? Change your password.',
    },
  },
  password_changed: {
    email: {
      name: 'Password changed',
      subject: 'Your {{organizationName}} password was changed',
      blocks: [
        heading('Hi {{recipientFirstName}}, your password was changed'),
        paragraph('The password of your account was changed on {{changedAt}}.'),
        paragraph(
          'If this was you, there is nothing to do. If not, ask your administrator at once to end your sessions and set a new password for you.',
        ),
      ],
    },
    sms: {
      name: 'Password changed (SMS)',
      text: '{{businessName}}: your account password was changed on {{changedAt}}. Not you? Contact your administrator now.',
    },
  },
  unusual_activity: {
    email: {
      name: 'Unusual activity',
      subject: 'Unusual activity on your {{organizationName}} account',
      blocks: [
        heading('Hi {{recipientFirstName}}, someone may be trying to get into your account'),
        paragraph('{{activityDetails}}'),
        paragraph('Last attempt from: {{signInAddress}}\nWhen: {{signInTime}}'),
        paragraph(
          'If this was not you, change your password once you can sign in again, and consider turning on two-factor authentication under Personal settings > Security.',
        ),
      ],
    },
    sms: {
      name: 'Unusual activity (SMS)',
      text: '{{businessName}}: {{activityDetails}} Last attempt from {{signInAddress}}.',
    },
  },
  provider_test: {
    alwaysSent: true,
    email: {
      name: 'Provider test',
      subject: 'Test email from {{organizationName}}',
      blocks: [
        heading('Your email settings work'),
        paragraph('This is a test message sent from {{organizationName}}. {{message}}'),
      ],
    },
    sms: { name: 'Provider test (SMS)', text: '{{message}}' },
    notification: {
      name: 'Provider test (push)',
      title: 'Test notification',
      body: 'Push notifications from {{organizationName}} work.',
    },
  },
};

function entry(
  type: TemplateType,
  subtype: string,
  fields: Pick<CatalogEntry, 'name' | 'subject' | 'content' | 'htmlContent'>,
  canDisable: boolean,
): CatalogEntry {
  const variables = usedVariables(fields.subject, fields.content, fields.htmlContent);
  const hash = createHash('sha256')
    .update(JSON.stringify([fields.name, fields.subject, fields.content, fields.htmlContent, variables]))
    .digest('hex');
  return { id: platformTemplateId(type, subtype), type, subtype, ...fields, variables, canDisable, hash };
}

export const CATALOG: readonly CatalogEntry[] = Object.freeze(
  Object.entries(SHIPPED).flatMap(([subtype, shipped]) => {
    const canDisable = shipped.alwaysSent !== true;
    const entries: CatalogEntry[] = [];
    if (shipped.email) {
      const { name, subject, blocks } = shipped.email;
      const htmlContent = blocksToHtml(blocks, DEFAULT_EMAIL_BRAND);
      entries.push(entry('email', subtype, { name, subject, content: '', htmlContent }, canDisable));
    }
    if (shipped.sms) {
      const { name, text } = shipped.sms;
      entries.push(entry('sms', subtype, { name, subject: null, content: text, htmlContent: null }, canDisable));
    }
    if (shipped.notification) {
      const { name, title, body } = shipped.notification;
      entries.push(
        entry('notification', subtype, { name, subject: title, content: body, htmlContent: null }, canDisable),
      );
    }
    return entries;
  }),
);

const byId = new Map(CATALOG.map((item) => [item.id, item]));
const byKey = new Map(CATALOG.map((item) => [`${item.type}:${item.subtype}`, item]));

export const catalogEntryById = (id: string): CatalogEntry | undefined => byId.get(id);
export const catalogEntry = (type: TemplateType, subtype: string): CatalogEntry | undefined =>
  byKey.get(`${type}:${subtype}`);

/** The subtypes the engine sends (the events, the digest, invitations, provider tests). */
export const TEMPLATE_SUBTYPES: readonly string[] = Object.keys(SHIPPED);

/** Whether an organization may turn this (type, subtype) off (a platform row the catalog no longer ships: yes). */
export const canDisable = (type: TemplateType, subtype: string): boolean =>
  catalogEntry(type, subtype)?.canDisable ?? true;
