import { describe, expect, it } from 'vitest';
import { MESSAGE_CHANNELS } from '../contract/notification-logs';
import { BRAND_COLOURS, POWERED_BY } from './email-layout';
import { fillVariables, hasTemplate, renderTemplate, TEMPLATE_SUBTYPES } from './templates';

const appointment = {
  clientFirstName: 'Ana',
  firstName: 'Ana',
  organizationName: 'Demo Salon',
  businessName: 'Demo Salon',
  appointmentDate: 'Tuesday, March 4, 2025',
  appointmentTime: '2:30 PM',
  treatmentName: 'Balayage',
  serviceName: 'Balayage',
  practitionerName: 'Priya Patel',
  locationName: 'City',
};

describe('system templates', () => {
  it('has every subtype the events need', () => {
    for (const subtype of [
      'appointment_confirmation',
      'appointment_reminder',
      'appointment_cancellation',
      'appointment_rescheduling',
      'admin_booking',
      'admin_cancellation',
      'admin_no_show',
      'admin_conflict',
      'admin_digest',
      'team_invitation',
      'provider_test',
    ]) {
      expect(TEMPLATE_SUBTYPES).toContain(subtype);
      expect(hasTemplate(subtype, 'email')).toBe(true);
    }
  });

  it('fills variables in the subject, the text and the HTML', () => {
    const email = renderTemplate('appointment_confirmation', 'email', appointment);
    expect(email.subject).toBe('Your appointment at Demo Salon is confirmed');
    expect(email.text).toContain('See you soon, Ana!');
    expect(email.text).toContain('Date: Tuesday, March 4, 2025\nTime: 2:30 PM');
    expect(email.html).toContain('Balayage');
    expect(email).toMatchObject({
      templateName: 'Appointment confirmation',
      templateSubtype: 'appointment_confirmation',
    });
    const sms = renderTemplate('appointment_reminder', 'sms', appointment);
    expect(sms).toMatchObject({ subject: null, html: null });
    expect(sms.text).toBe('Reminder: Balayage at Demo Salon on Tuesday, March 4, 2025 at 2:30 PM. See you soon, Ana!');
  });

  it('renders a variable nobody filled as nothing, never as its braces', () => {
    expect(fillVariables('Hi {{clientFirstName}}{{ unknown }}!', { clientFirstName: 'Ana' })).toBe('Hi Ana!');
    const email = renderTemplate('appointment_confirmation', 'email', {});
    expect(email.text).not.toContain('{{');
    expect(email.html).not.toContain('{{');
    expect(email.subject).toBe('Your appointment at  is confirmed');
  });

  it('escapes values in the HTML part and keeps them as written in the text part', () => {
    const hostile = {
      ...appointment,
      clientFirstName: '<script>alert("x")</script> & Co',
      organizationName: 'A "B" <i>',
    };
    const email = renderTemplate('appointment_confirmation', 'email', hostile);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<i>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain('<script>alert("x")</script> & Co');
  });

  it('keeps a value with line breaks from splitting the subject', () => {
    const email = renderTemplate('appointment_confirmation', 'email', { organizationName: 'Demo\r\nBcc: x@evil.test' });
    expect(email.subject).toBe('Your appointment at Demo Bcc: x@evil.test is confirmed');
  });

  it('makes only web links into buttons', () => {
    const invite = {
      firstName: 'Sam',
      organizationName: 'Demo Salon',
      invitedBy: 'Olivia Owens',
      inviteUrl: 'https://salon.example/invite/abc',
      expiresAt: 'March 11, 2025',
    };
    const good = renderTemplate('team_invitation', 'email', invite);
    expect(good.subject).toBe('Olivia Owens invited you to join Demo Salon');
    expect(good.html).toContain('href="https://salon.example/invite/abc"');
    expect(good.text).toContain('Set your password: https://salon.example/invite/abc');
    const bad = renderTemplate('team_invitation', 'email', { ...invite, inviteUrl: 'javascript:alert(1)' });
    expect(bad.html).not.toContain('javascript:');
    expect(bad.text).not.toContain('javascript:');
  });

  it('puts every email in the 600 px frame with the brand colours and ends it with the powered-by line', () => {
    for (const subtype of TEMPLATE_SUBTYPES) {
      if (!hasTemplate(subtype, 'email')) continue;
      const email = renderTemplate(subtype, 'email', appointment);
      expect(email.text.trimEnd().endsWith(POWERED_BY)).toBe(true);
      expect(email.html).toContain('width="600"');
      expect(email.html).toContain(BRAND_COLOURS.primary);
      expect(email.html).toContain(BRAND_COLOURS.secondary);
      const lastText = email
        .html!.replace(/<[^>]+>/g, ' ')
        .trim()
        .split(/\s{2,}/)
        .pop();
      expect(lastText).toBe(POWERED_BY);
    }
    expect(POWERED_BY).toBe('Powered by Salon Back Office');
  });

  it('refuses a subtype or a channel it does not have', () => {
    expect(() => renderTemplate('no_such_thing', 'email', {})).toThrow(/No system template/);
    expect(() => renderTemplate('team_invitation', 'sms', {})).toThrow(/no SMS version/);
    expect(MESSAGE_CHANNELS.filter((channel) => hasTemplate('provider_test', channel))).toEqual([
      'email',
      'sms',
      'push',
    ]);
  });
});
