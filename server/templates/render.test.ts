import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_BRAND } from '../contract/email-blocks';
import { MESSAGE_CHANNELS } from '../contract/notification-logs';
import { patchDocument } from '../documents/documents';
import { brandingKind } from '../modules/branding/document';
import { BRAND_COLOURS, POWERED_BY } from '../notifications/email-layout';
import { buildTestApp, loginAs } from '../testing/build-test-app';
import { catalogEntry, TEMPLATE_SUBTYPES } from './catalog';
import { hasTemplate, renderSource, renderTemplate } from './render';
import { fillVariables } from './variables';

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

let app: FastifyInstance;
let organizationId: string;
beforeAll(async () => {
  app = await buildTestApp();
  organizationId = loginAs(app, 'owner').organizationId;
});
afterAll(() => app.close());

/** The organization's template as the engine renders it (none of these tests turns one off). */
const render = (subtype: string, channel: (typeof MESSAGE_CHANNELS)[number], variables: Record<string, string>) =>
  renderTemplate(app.deps.db, organizationId, subtype, channel, variables)!;

describe('system templates as the engine renders them', () => {
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
      expect(hasTemplate(app.deps.db, subtype, 'email')).toBe(true);
    }
  });

  it('fills variables in the subject, the text and the HTML', () => {
    const email = render('appointment_confirmation', 'email', appointment);
    expect(email.subject).toBe('Your appointment at Demo Salon is confirmed');
    expect(email.text).toContain('See you soon, Ana!');
    expect(email.text).toContain('Date: Tuesday, March 4, 2025\nTime: 2:30 PM');
    expect(email.html).toContain('Balayage');
    expect(email).toMatchObject({
      templateName: 'Appointment confirmation',
      templateSubtype: 'appointment_confirmation',
    });
    const sms = render('appointment_reminder', 'sms', appointment);
    expect(sms).toMatchObject({ subject: null, html: null });
    expect(sms.text).toBe('Reminder: Balayage at Demo Salon on Tuesday, March 4, 2025 at 2:30 PM. See you soon, Ana!');
    const push = render('appointment_reminder', 'push', appointment);
    expect(push).toMatchObject({ subject: 'Appointment reminder', html: null });
    expect(push.text).toBe('Balayage on Tuesday, March 4, 2025 at 2:30 PM');
  });

  it('renders a variable nobody filled as nothing, never as its braces', () => {
    expect(fillVariables('Hi {{clientFirstName}}{{ unknown }}!', { clientFirstName: 'Ana' })).toBe('Hi Ana!');
    const email = render('appointment_confirmation', 'email', {});
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
    const email = render('appointment_confirmation', 'email', hostile);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<i>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain('<script>alert("x")</script> & Co');
  });

  it('keeps a value with line breaks from splitting the subject', () => {
    const email = render('appointment_confirmation', 'email', { organizationName: 'Demo\r\nBcc: x@evil.test' });
    expect(email.subject).toBe('Your appointment at Demo Bcc: x@evil.test is confirmed');
    const push = render('appointment_reminder', 'push', {});
    expect(push.subject).not.toMatch(/[\r\n]/);
  });

  it('makes only web links into links, whatever a variable holds', () => {
    const invite = {
      firstName: 'Sam',
      organizationName: 'Demo Salon',
      invitedBy: 'Olivia Owens',
      inviteUrl: 'https://salon.example/invite/abc',
      expiresAt: 'March 11, 2025',
    };
    const good = render('team_invitation', 'email', invite);
    expect(good.subject).toBe('Olivia Owens invited you to join Demo Salon');
    expect(good.html).toContain('href="https://salon.example/invite/abc"');
    expect(good.text).toContain('Set your password: https://salon.example/invite/abc');
    for (const inviteUrl of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '" onmouseover="alert(1)',
      '{{inviteUrl}}',
    ]) {
      const bad = render('team_invitation', 'email', { ...invite, inviteUrl });
      expect(bad.html).not.toMatch(/javascript:|data:text|vbscript:|onmouseover=/i);
      expect(bad.html).not.toMatch(/href="(?!https:\/\/)/);
      expect(bad.text).not.toMatch(/javascript:|data:text|vbscript:/i);
      // The button's words stay; only the link is gone.
      expect(bad.html).toContain('Set your password');
    }
  });

  it('puts every email in the 600 px frame with the brand colours and ends it with the powered-by line', () => {
    for (const subtype of TEMPLATE_SUBTYPES) {
      if (!hasTemplate(app.deps.db, subtype, 'email')) continue;
      const email = render(subtype, 'email', appointment);
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
    expect(BRAND_COLOURS).toEqual({ primary: '#667eea', secondary: '#764ba2' });
  });

  it('refuses a subtype or a channel it does not have', () => {
    expect(() => renderTemplate(app.deps.db, organizationId, 'no_such_thing', 'email', {})).toThrow(
      /No system template/,
    );
    expect(() => renderTemplate(app.deps.db, organizationId, 'team_invitation', 'sms', {})).toThrow(/no SMS version/);
    expect(MESSAGE_CHANNELS.filter((channel) => hasTemplate(app.deps.db, 'provider_test', channel))).toEqual([
      'email',
      'sms',
      'push',
    ]);
  });

  it('sanitises the body after filling: hostile HTML in a template never reaches the email', () => {
    const hostile = {
      type: 'email' as const,
      subtype: 'custom',
      name: 'Hostile',
      subject: 'Hi',
      content: '',
      htmlContent:
        '<p data-block="paragraph" onclick="alert(1)">Hi {{firstName}}</p><script>alert(2)</script>' +
        '<img src="javascript:alert(3)" onerror="alert(4)"><a href="javascript:alert(5)">x</a>' +
        '<iframe src="https://evil.example"></iframe><a href="{{link}}">Book</a>',
      ownHtml: true,
    };
    const email = renderSource(hostile, { firstName: 'Ana', link: 'javascript:alert(6)' }, DEFAULT_EMAIL_BRAND);
    expect(email.html).toContain('Hi Ana');
    expect(email.html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(email.text).toContain('Hi Ana');
    expect(email.text).not.toMatch(/javascript:|alert/);
  });

  it('writes the text part from the HTML: a block a paragraph, entities decoded, links as text: address', () => {
    const source = {
      type: 'email' as const,
      subtype: 'custom',
      name: 'Text part',
      subject: null,
      content: '',
      htmlContent:
        '<h1>Fish &amp; chips</h1>\n<p>Line one<br>Line   two</p><p><a href="https://example.com/?a=1&amp;b=2">Our menu</a> or <a href="mailto:hi@example.com">mailto:hi@example.com</a></p>',
      ownHtml: true,
    };
    const { text } = renderSource(source, {}, DEFAULT_EMAIL_BRAND);
    expect(text).toBe(
      `Fish & chips\n\nLine one\nLine two\n\nOur menu: https://example.com/?a=1&b=2 or mailto:hi@example.com\n\n--\n${POWERED_BY}`,
    );
  });

  it('sends an email template’s own text part when it has one', () => {
    const entry = catalogEntry('email', 'appointment_reminder')!;
    const { text } = renderSource(
      { ...entry, content: 'Plain words for {{clientFirstName}}.', ownHtml: false },
      { clientFirstName: 'Ana' },
      DEFAULT_EMAIL_BRAND,
    );
    expect(text).toBe(`Plain words for Ana.\n\n--\n${POWERED_BY}`);
  });

  it('paints the shipped templates in the organization’s brand colours', async () => {
    const other = await buildTestApp();
    try {
      const owner = loginAs(other, 'owner');
      patchDocument(
        other.deps.db,
        brandingKind,
        { organizationId: owner.organizationId, user: { id: owner.userId } } as Parameters<typeof patchDocument>[2],
        { primaryColor: '#112233', secondaryColor: '#445566' },
        undefined,
        new Date(),
      );
      const email = renderTemplate(other.deps.db, owner.organizationId, 'team_invitation', 'email', {
        inviteUrl: 'https://salon.example/invite/abc',
      })!;
      expect(email.html).toContain('#112233');
      expect(email.html).toContain('#445566');
      expect(email.html).not.toMatch(/#667eea|#764ba2/i);
    } finally {
      await other.close();
    }
  });
});
