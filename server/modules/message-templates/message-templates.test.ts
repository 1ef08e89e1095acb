import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageTemplate, TemplatePreview } from '../../contract/message-templates';
import { CATALOG } from '../../templates/catalog';
import { CANNOT_DISABLE } from '../../templates/system';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { SYSTEM_NOT_DELETABLE } from './service';
import { historyRows, systemId, templateCalls } from './test-helpers';

let app: FastifyInstance;
let owner: Session;
let api: ReturnType<typeof templateCalls>;
beforeEach(async () => {
  app = await buildTestApp({ config: { writeRateLimit: false } });
  owner = loginAs(app, 'owner');
  api = templateCalls(app, owner);
});
afterEach(() => app.close());

const REMINDER_SMS = systemId('sms', 'appointment_reminder');
const CONFIRMATION_EMAIL = systemId('email', 'appointment_confirmation');
const smsOffer = { name: 'Spring offer', type: 'sms', subtype: 'promotional', content: 'Hi {{firstName}}, 10% off!' };

describe('listing message templates', () => {
  it('lists the system templates and the organization’s marketing templates, filtered by type in either case', async () => {
    await api.create(smsOffer);
    const all = (await api.list()).body.templates;
    expect(all.filter((t) => t.scope === 'system')).toHaveLength(CATALOG.length);
    expect(all.filter((t) => t.scope === 'marketing').map((t) => t.name)).toEqual(['Spring offer']);
    const sms = (await api.list('?type=SMS')).body.templates;
    expect(sms.length).toBeGreaterThan(1);
    expect(sms.every((t) => t.type === 'sms')).toBe(true);
    expect((await api.list('?type=email')).body.templates.every((t) => t.type === 'email')).toBe(true);
    expect((await api.list('?type=fax')).status).toBe(400);
  });

  it('lists each change as soon as it is saved, however often the list was read before', async () => {
    const contentOf = async () => (await api.list('?scope=system')).body.templates.find((t) => t.id === REMINDER_SMS)!;
    const before = await contentOf();
    expect(await contentOf()).toEqual(before);
    await api.update(REMINDER_SMS, { content: 'Our own reminder for {{firstName}}' });
    expect((await contentOf()).content).toBe('Our own reminder for {{firstName}}');
    await api.send('DELETE', `/api/message-templates/system/${REMINDER_SMS}/reset`);
    expect((await contentOf()).content).toBe(before.content);
    expect((await api.list()).body.templates.some((t) => t.name === 'Spring offer')).toBe(false);
    await api.create(smsOffer);
    expect((await api.list()).body.templates.some((t) => t.name === 'Spring offer')).toBe(true);
  });

  it('narrows by scope: system, marketing, or the platform defaults without the organization’s changes', async () => {
    await api.create(smsOffer);
    await api.update(REMINDER_SMS, { content: 'Our own reminder for {{firstName}}' });
    const system = (await api.list('?scope=system')).body.templates;
    expect(new Set(system.map((t) => t.scope))).toEqual(new Set(['system']));
    expect(system.find((t) => t.id === REMINDER_SMS)!.content).toBe('Our own reminder for {{firstName}}');
    const marketing = (await api.list('?scope=marketing&t=1712345678')).body.templates;
    expect(marketing.map((t) => t.scope)).toEqual(['marketing']);
    const platform = (await api.list('?scope=platform')).body.templates;
    const reminder = platform.find((t) => t.id === REMINDER_SMS)!;
    expect(reminder.scope).toBe('platform');
    expect(reminder.content).toContain('Reminder: {{serviceName}}');
    expect(reminder).not.toHaveProperty('customContent');
  });

  it('answers a system template with its default, its override and what is sent, and an ETag', async () => {
    const read = await api.get(REMINDER_SMS);
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe('"0"');
    expect(read.body).toMatchObject({
      id: REMINDER_SMS,
      scope: 'system',
      type: 'sms',
      subtype: 'appointment_reminder',
      name: 'Appointment reminder (SMS)',
      isActive: true,
      isEnabled: true,
      isCustomized: false,
      customContent: null,
      variables: ['serviceName', 'businessName', 'appointmentDate', 'appointmentTime', 'firstName'],
    });
    expect(read.body.effectiveContent).toBe(read.body.defaultContent);
    const email = (await api.get(CONFIRMATION_EMAIL)).body;
    expect(email.htmlContent).toContain('data-block="heading1"');
    expect(email.content).toBe('');
  });

  it('finds the templates of a category, and says 404 for a category nobody has', async () => {
    const found = await api.send<{ templates: MessageTemplate[] }>(
      'GET',
      '/api/message-templates/by-subtype/appointment_reminder',
    );
    expect(found.body.templates.map((t) => t.type).sort()).toEqual(['email', 'notification', 'sms']);
    const sms = await api.send<{ templates: MessageTemplate[] }>(
      'GET',
      '/api/message-templates/by-subtype/appointment_reminder?type=SMS&scope=system',
    );
    expect(sms.body.templates.map((t) => t.id)).toEqual([REMINDER_SMS]);
    expect((await api.send('GET', '/api/message-templates/by-subtype/no_such_category')).status).toBe(404);
    expect((await api.send('GET', '/api/message-templates/by-subtype/Not%20A%20Category')).status).toBe(400);
  });

  it('says 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await api.get('0190f0f0-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await api.get('not-an-id')).status).toBe(400);
  });
});

describe('marketing templates', () => {
  it('creates one with 201 and an ETag, its variables from the comma text as a list', async () => {
    const created = await api.create({ ...smsOffer, variables: '{{firstName}}, businessName ,firstName' });
    expect(created.status).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.body).toMatchObject({ scope: 'marketing', version: 1, variables: ['firstName', 'businessName'] });
    expect((await api.get(created.body.id)).body).toEqual(created.body);
    const derived = await api.create({ ...smsOffer, content: 'Hi {{fullName}} from {{businessName}}' });
    expect(derived.body.variables).toEqual(['fullName', 'businessName']);
    const duplicate = await api.create({ ...smsOffer, name: 'Copy of Spring offer' });
    expect(duplicate.body.name).toBe('Copy of Spring offer');
  });

  it('refuses what §5 refuses, in its words', async () => {
    const refused = async (body: object) => {
      const res = await api.create(body);
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await refused({ ...smsOffer, name: '' })).toBe('Template name is required');
    expect(await refused({ ...smsOffer, name: '   ' })).toBe('Template name is required');
    const { name: _name, ...nameless } = smsOffer;
    expect(await refused(nameless)).toBe('Template name is required');
    expect(await refused({ ...smsOffer, content: '' })).toBe('Message content is required');
    expect(await refused({ ...smsOffer, content: '  \n ' })).toBe('Message content is required');
    expect(await refused({ ...smsOffer, content: 'x'.repeat(1601) })).toBe('SMS content cannot exceed 1600 characters');
    expect((await api.create({ ...smsOffer, content: 'x'.repeat(1600) })).status).toBe(201);
    // An emoji is one character to the person typing (and two UTF-16 units to the SMS counter).
    expect((await api.create({ ...smsOffer, content: '😀'.repeat(1600) })).status).toBe(201);
    expect(await refused({ ...smsOffer, type: 'fax' })).toMatch(/^Type must be one of/);
    expect(await refused({ ...smsOffer, content: 42 })).toMatch(/^Message content must be a string/);
    expect(await refused({ ...smsOffer, variables: 'first name' })).toMatch(/^Variables must be names/);
    expect(await refused({ ...smsOffer, subject: 'SMS have none' })).toMatch(/^Subject is only used/);
    expect(await refused({ ...smsOffer, scope: 'system' })).toMatch(/is not an accepted field/);
    expect(await refused({ name: 'Empty', type: 'email', subtype: 'promotional', content: '', htmlContent: '' })).toBe(
      'Message content is required',
    );
  });

  it('stores an email’s HTML sanitised: no script, no event handler, no javascript: link', async () => {
    const created = await api.create({
      name: 'Newsletter',
      type: 'email',
      subtype: 'promotional',
      subject: 'News from {{organizationName}}',
      content: '',
      htmlContent:
        '<p data-block="paragraph" style="color:#333" onclick="steal()">Hello {{clientFirstName}}</p>' +
        '<script>alert(1)</script><a href="javascript:alert(2)">click</a><a href="{{bookingUrl}}">Book</a>' +
        '<img src="data:image/png;base64,AAAA" onerror="alert(3)"><iframe src="https://evil.example"></iframe>',
    });
    expect(created.status).toBe(201);
    const html = created.body.htmlContent!;
    expect(html).toContain('<p data-block="paragraph" style="color:#333">Hello {{clientFirstName}}</p>');
    expect(html).toContain('href="{{bookingUrl}}"');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:image|iframe/i);
    expect(created.body.variables).toEqual(['organizationName', 'clientFirstName', 'bookingUrl']);
  });

  it('updates one with If-Match, refuses a stale one with 412 and keeps the newer values', async () => {
    const created = (await api.create(smsOffer)).body;
    const saved = await api.update(created.id, { name: 'Summer offer', content: 'Hi {{fullName}}' }, '"1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.body).toMatchObject({ name: 'Summer offer', content: 'Hi {{fullName}}', variables: ['fullName'] });
    const stale = await api.update(created.id, { name: 'Autumn offer' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await api.get(created.id)).body.name).toBe('Summer offer');
    expect((await api.update(created.id, { content: 'x'.repeat(1601) })).body.message).toBe(
      'SMS content cannot exceed 1600 characters',
    );
    expect((await api.update(created.id, {})).status).toBe(400);
    expect((await api.update(created.id, { type: 'email' })).status).toBe(400);
  });

  it('deletes one (204, then 404), refusing a stale If-Match', async () => {
    const created = (await api.create(smsOffer)).body;
    await api.update(created.id, { name: 'Renamed' });
    expect(
      (await api.send('DELETE', `/api/message-templates/${created.id}`, undefined, { ifMatch: '"1"' })).status,
    ).toBe(412);
    expect(
      (await api.send('DELETE', `/api/message-templates/${created.id}`, undefined, { ifMatch: '"2"' })).status,
    ).toBe(204);
    expect((await api.get(created.id)).status).toBe(404);
    expect((await api.send('DELETE', `/api/message-templates/${created.id}`)).status).toBe(404);
  });

  it('keeps every version with who made it and when', async () => {
    const created = (await api.create(smsOffer)).body;
    await api.update(created.id, { content: 'Second words' });
    await api.send('DELETE', `/api/message-templates/${created.id}`);
    expect(historyRows(app, created.id).map((row) => [row.change, row.content, row.changedByName])).toEqual([
      ['create', 'Hi {{firstName}}, 10% off!', 'Olivia Owens'],
      ['update', 'Second words', 'Olivia Owens'],
      ['delete', 'Second words', 'Olivia Owens'],
    ]);
  });

  it('is invisible to another organization: its id is a 404 there, for every call', async () => {
    const created = (await api.create(smsOffer)).body;
    const other = templateCalls(app, loginAs(app, 'otherOwner'));
    expect((await other.get(created.id)).status).toBe(404);
    expect((await other.update(created.id, { name: 'Mine now' })).status).toBe(404);
    expect((await other.send('DELETE', `/api/message-templates/${created.id}`)).status).toBe(404);
    expect((await other.send('POST', `/api/message-templates/${created.id}/preview`, {})).status).toBe(404);
    expect((await other.list()).body.templates.some((t) => t.id === created.id)).toBe(false);
    expect((await api.get(created.id)).body.name).toBe('Spring offer');
  });
});

describe('system templates', () => {
  it('keeps an edit as the organization’s override, which Reset takes back to the default', async () => {
    const before = (await api.get(REMINDER_SMS)).body;
    const saved = await api.update(
      REMINDER_SMS,
      { name: before.name, content: 'See you {{appointmentDate}}, {{firstName}}!', isActive: true },
      '"0"',
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    expect(saved.body).toMatchObject({
      scope: 'system',
      content: 'See you {{appointmentDate}}, {{firstName}}!',
      customContent: 'See you {{appointmentDate}}, {{firstName}}!',
      effectiveContent: 'See you {{appointmentDate}}, {{firstName}}!',
      defaultContent: before.defaultContent,
      customVariables: ['appointmentDate', 'firstName'],
      variables: ['appointmentDate', 'firstName'],
      isCustomized: true,
      isEnabled: true,
    });
    const reset = await api.send('DELETE', `/api/message-templates/system/${REMINDER_SMS}/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ content: before.content, customContent: null, isCustomized: false, version: 2 });
    expect((await api.get(REMINDER_SMS)).headers.etag).toBe('"2"');
    expect(
      historyRows(app, REMINDER_SMS)
        .filter((row) => row.organizationId !== null)
        .map((row) => row.change),
    ).toEqual(['override', 'reset']);
  });

  it('turns a system template off and on through isActive', async () => {
    const off = await api.update(REMINDER_SMS, { isActive: false });
    expect(off.body).toMatchObject({ isActive: false, isEnabled: false, isCustomized: true, customContent: null });
    const on = await api.update(REMINDER_SMS, { isActive: true });
    expect(on.body).toMatchObject({ isActive: true, isCustomized: false });
  });

  it('refuses to rename, recategorise or delete a system template, and to turn off an invitation', async () => {
    const renamed = await api.update(REMINDER_SMS, { name: 'My reminder' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Template name cannot be changed on a system template');
    expect((await api.update(REMINDER_SMS, { subtype: 'promotional' })).body.message).toBe(
      'Category cannot be changed on a system template',
    );
    const deleted = await api.send('DELETE', `/api/message-templates/${REMINDER_SMS}`);
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe(SYSTEM_NOT_DELETABLE);
    const invitation = await api.update(systemId('email', 'team_invitation'), { isActive: false });
    expect(invitation.status).toBe(400);
    expect(invitation.body.message).toBe(CANNOT_DISABLE);
    expect((await api.get(REMINDER_SMS)).body.isCustomized).toBe(false);
  });

  it('applies the SMS rules to an override', async () => {
    expect((await api.update(REMINDER_SMS, { content: 'y'.repeat(1601) })).body.message).toBe(
      'SMS content cannot exceed 1600 characters',
    );
    expect((await api.update(REMINDER_SMS, { content: ' ' })).body.message).toBe('Message content is required');
  });

  it('refuses a stale If-Match with 412 and keeps the newer override', async () => {
    await api.update(REMINDER_SMS, { content: 'First PC' }, '"0"');
    const late = await api.update(REMINDER_SMS, { content: 'Second PC' }, '"0"');
    expect(late.status).toBe(412);
    expect((await api.get(REMINDER_SMS)).body.content).toBe('First PC');
  });

  it('stores an email override sanitised', async () => {
    const saved = await api.update(CONFIRMATION_EMAIL, {
      htmlContent:
        '<h1 data-block="heading1">Hi {{clientFirstName}}</h1><script>alert(1)</script><p onmouseover="x()">Hello</p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.customHtml).toBe('<h1 data-block="heading1">Hi {{clientFirstName}}</h1><p>Hello</p>');
  });

  it('says 404 when resetting something that is no system template', async () => {
    const created = (await api.create(smsOffer)).body;
    expect((await api.send('DELETE', `/api/message-templates/system/${created.id}/reset`)).status).toBe(404);
  });
});

describe('previews', () => {
  const preview = (id: string, body: object = {}) =>
    api.send<TemplatePreview>('POST', `/api/message-templates/${id}/preview`, body);

  it('refuses sample values that are not text, under any name', async () => {
    for (const variables of [{ '': 0 }, { 'first name': null }, { firstName: 3 }, { x: { y: 'z' } }]) {
      const res = await preview(REMINDER_SMS, { variables });
      expect(res.status, JSON.stringify(variables)).toBe(400);
    }
    expect((await preview(REMINDER_SMS, { variables: { '': 'x' } })).status).toBe(200);
  });

  it('renders an SMS as sent, with sample values, the organization’s name and its parts', async () => {
    const res = await preview(REMINDER_SMS, { variables: { firstName: 'Zoe' } });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe(
      'Reminder: Balayage at Demo Salon on Thursday, March 6, 2025 at 11:00 AM. See you soon, Zoe!',
    );
    expect(res.body.html).toBeNull();
    expect(res.body.sms).toEqual({ encoding: 'GSM-7', units: res.body.text.length, segments: 1, perSegment: 160 });
    const draft = await preview(REMINDER_SMS, { content: `${'é'.repeat(10)} 😀 ${'a'.repeat(60)}` });
    expect(draft.body.sms).toEqual({ encoding: 'UCS-2', units: 74, segments: 2, perSegment: 67 });
  });

  it('renders an email in the frame with the footer, and an unsaved draft sanitised', async () => {
    const res = await preview(CONFIRMATION_EMAIL);
    expect(res.body.subject).toBe('Your appointment at Demo Salon is confirmed');
    expect(res.body.html).toContain('width="600"');
    expect(res.body.html).toContain('Powered by Salon Back Office');
    expect(res.body.text).toContain('See you soon, Ana!');
    const draft = await preview(CONFIRMATION_EMAIL, {
      subject: 'Draft for {{clientFirstName}}',
      htmlContent: '<p>Draft</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
      variables: { clientFirstName: 'Kim' },
    });
    expect(draft.body.subject).toBe('Draft for Kim');
    expect(draft.body.html).toContain('<p>Draft</p>');
    expect(draft.body.html).not.toMatch(/script|javascript:/);
    expect((await api.get(CONFIRMATION_EMAIL)).body.isCustomized).toBe(false);
  });

  it('previews a marketing template; a value for a name no template can use changes nothing', async () => {
    const created = (await api.create(smsOffer)).body;
    expect((await preview(created.id)).body.text).toBe('Hi Ana, 10% off!');
    expect((await preview(created.id, { variables: { 'first Name': 'x' } })).body.text).toBe('Hi Ana, 10% off!');
    // A non-GSM character in a value makes the whole SMS Unicode.
    expect((await preview(created.id, { variables: { firstName: 'Zoë' } })).body.sms?.encoding).toBe('UCS-2');
  });
});

describe('who may use them', () => {
  it('needs manage_templates: a receptionist gets 403 and changes nothing', async () => {
    const receptionist = loginAs(app, 'receptionist');
    const as = { as: receptionist };
    expect((await api.send('GET', '/api/message-templates', undefined, as)).status).toBe(403);
    expect((await api.send('POST', '/api/message-templates', smsOffer, as)).status).toBe(403);
    expect((await api.send('PUT', `/api/message-templates/${REMINDER_SMS}`, { content: 'x' }, as)).status).toBe(403);
    expect(
      (await api.send('DELETE', `/api/message-templates/system/${REMINDER_SMS}/reset`, undefined, as)).status,
    ).toBe(403);
    expect((await api.list()).body.templates.some((t) => t.scope === 'marketing')).toBe(false);
    expect((await api.get(REMINDER_SMS)).body.isCustomized).toBe(false);
  });

  it('records each write in the settings activity', async () => {
    await api.create(smsOffer);
    const activity = await api.send<{ items: { section: string; action: string; details: string }[] }>(
      'GET',
      '/api/settings/activity?section=templates',
    );
    expect(activity.body.items.map((entry) => [entry.section, entry.action, entry.details])).toContainEqual([
      'templates',
      'create',
      'Added the template Spring offer',
    ]);
  });
});
