import { afterEach, describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../contract/message-templates';
import { templateCalls, systemId } from '../modules/message-templates/test-helpers';
import { call, loginAs } from '../testing/build-test-app';
import { appointmentBooked } from './events';
import { engineKit, HOUR, type EngineKit } from './test-kit';
import { runDue } from './worker';

/**
 * The templates an organization edits are what its messages say (issue 15, "a message sent by the
 * engine uses the edited template"): edits go through the same calls as the System Templates page,
 * the appointment events queue the messages, the worker sends them to in-memory providers.
 */

let kit: EngineKit;
afterEach(async () => {
  await kit?.app.close();
});

const templates = () => templateCalls(kit.app, loginAs(kit.app, 'owner'));
const CONFIRMATION_EMAIL = systemId('email', 'appointment_confirmation');
const REMINDER_SMS = systemId('sms', 'appointment_reminder');

async function edit(id: string, body: object): Promise<MessageTemplate> {
  const saved = await templates().update(id, body);
  expect(saved.status).toBe(200);
  return saved.body;
}

describe('edited templates in the engine', () => {
  it('queues and sends the edited appointment confirmation email and SMS reminder', async () => {
    kit = await engineKit();
    await edit(CONFIRMATION_EMAIL, {
      subject: 'All set, {{clientFirstName}}!',
      htmlContent:
        '<h1 data-block="heading1" style="margin:0 0 16px;">We saved your seat, {{clientFirstName}}</h1>' +
        '<p data-block="paragraph" style="margin:0 0 16px;">{{treatmentName}} with {{practitionerName}} on {{appointmentDate}}.</p>',
    });
    await edit(REMINDER_SMS, {
      content: 'Psst {{firstName}}: {{serviceName}} at {{appointmentTime}}. Reply STOP to opt out.',
    });
    const appointment = kit.appointment();
    appointmentBooked(kit.app.deps, appointment);

    const [confirmation] = kit.rows("event = 'appointmentConfirmation' and channel = 'email'");
    expect(confirmation!.subject).toBe('All set, Ana!');
    expect(confirmation!.html).toContain('We saved your seat, Ana');
    expect(confirmation!.html).toContain('Balayage with Priya Patel on Thursday, March 6, 2025.');
    expect(confirmation!.html).not.toContain('See you soon');
    expect(confirmation!.content).toBe(
      'We saved your seat, Ana\n\nBalayage with Priya Patel on Thursday, March 6, 2025.\n\n--\nPowered by Salon Back Office',
    );
    const [reminder] = kit.rows("event = 'appointmentReminder' and channel = 'sms'");
    expect(reminder!.content).toBe('Psst Ana: Balayage at 11:00 AM. Reply STOP to opt out.');

    await runDue(kit.app.deps);
    expect(kit.senders.emails.accepted.find((email) => email.to === 'ana@example.test')).toMatchObject({
      subject: 'All set, Ana!',
    });
    kit.setClock(new Date(appointment.start.getTime() - 2 * HOUR));
    await runDue(kit.app.deps);
    expect(kit.senders.texts.accepted.map((sms) => sms.body)).toEqual([
      'Psst Ana: Balayage at 11:00 AM. Reply STOP to opt out.',
    ]);
  });

  it('queues nothing for a template the organization turned off, and the rest as before', async () => {
    kit = await engineKit();
    const off = await call(kit.app, {
      method: 'PATCH',
      url: `/api/platform-templates/${REMINDER_SMS}/toggle`,
      headers: loginAs(kit.app, 'owner').headers,
      payload: { isEnabled: false },
    });
    expect(off.status).toBe(200);
    await edit(systemId('email', 'admin_booking'), { isActive: false });
    const appointment = kit.appointment();
    appointmentBooked(kit.app.deps, appointment);
    expect(kit.rows("event = 'appointmentReminder'").map((row) => row.channel)).toEqual(['email']);
    expect(kit.rows("event = 'adminBooking'")).toEqual([]);
    expect(kit.rows("event = 'appointmentConfirmation'")).toHaveLength(1);

    // Back on after a reset: a new booking gets its SMS reminder again.
    await templates().send('DELETE', `/api/message-templates/system/${REMINDER_SMS}/reset`);
    appointmentBooked(kit.app.deps, kit.appointment());
    expect(kit.rows("event = 'appointmentReminder' and channel = 'sms'")).toHaveLength(1);
  });

  it('sends the emails in the organization’s brand colours', async () => {
    kit = await engineKit();
    const owner = loginAs(kit.app, 'owner');
    const branded = await call(kit.app, {
      method: 'PUT',
      url: '/api/tenant-branding/config',
      headers: owner.headers,
      payload: { primaryColor: '#0f766e', secondaryColor: '#134e4a' },
    });
    expect(branded.status).toBe(200);
    appointmentBooked(kit.app.deps, kit.appointment());
    await runDue(kit.app.deps);
    const email = kit.senders.emails.accepted.find((sent) => sent.to === 'ana@example.test')!;
    expect(email.html).toContain('#0f766e');
    expect(email.html).toContain('#134e4a');
    expect(email.html).not.toMatch(/#667eea|#764ba2/i);
    expect(email.text.endsWith('Powered by Salon Back Office')).toBe(true);
  });
});
