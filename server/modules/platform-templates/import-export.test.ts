import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import {
  TEMPLATE_EXPORT_FORMAT,
  TEMPLATE_IMPORT_MAX_BYTES,
  type ImportResult,
} from '../../contract/platform-templates';
import { CATALOG } from '../../templates/catalog';
import { CANNOT_DISABLE } from '../../templates/system';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { TINY_PNG } from '../../testing/multipart';
import { systemId, templateCalls } from '../message-templates/test-helpers';
import { NOT_AN_EXPORT } from './import-file';

let app: FastifyInstance;
let owner: Session;
let otherOwner: Session;
beforeEach(async () => {
  app = await buildTestApp({ config: { writeRateLimit: false } });
  owner = loginAs(app, 'owner');
  otherOwner = loginAs(app, 'otherOwner');
});
afterEach(() => app.close());

const BASE = '/api/platform-templates';
const REMINDER_SMS = systemId('sms', 'appointment_reminder');
const CONFIRMATION_EMAIL = systemId('email', 'appointment_confirmation');

interface ExportedFile {
  format: string;
  version: number;
  templates: { type: string; subtype: string; content: string; htmlContent: string | null; isEnabled: boolean }[];
}

/** The import form as the page sends it: `overwrite`, then `file`. */
function importForm(file: Buffer, overwrite?: string, fileName = 'templates.json', contentType = 'application/json') {
  const boundary = `----templates-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (overwrite !== undefined) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="overwrite"\r\n\r\n${overwrite}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importAs = (session: Session, file: Buffer, overwrite?: string, fileName?: string, contentType?: string) => {
  const form = importForm(file, overwrite, fileName, contentType);
  return call<ImportResult & Partial<ErrorBody>>(app, {
    method: 'POST',
    url: `${BASE}/import`,
    headers: { ...session.headers, ...form.headers },
    payload: form.payload,
  });
};

const exportOf = async (session: Session) => {
  const res = await app.inject({ method: 'GET', url: `${BASE}/export`, headers: session.headers });
  return { res, file: JSON.parse(res.body) as ExportedFile, bytes: Buffer.from(res.body) };
};

const overridesOf = (organizationId: string) =>
  app.deps.database.sqlite
    .prepare(
      'select template_id, custom_content, custom_html, is_enabled from template_overrides where organization_id = ? order by template_id',
    )
    .all(organizationId);

describe('exporting templates', () => {
  it('downloads the organization’s templates as sent, as a JSON file named after it', async () => {
    const demo = templateCalls(app, owner);
    await demo.update(REMINDER_SMS, { content: 'Exported reminder for {{firstName}}' });
    const { res, file } = await exportOf(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="templates-demo-salon.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(file.format).toBe(TEMPLATE_EXPORT_FORMAT);
    expect(file.version).toBe(1);
    expect(file.templates).toHaveLength(CATALOG.length);
    expect(file.templates.find((t) => t.type === 'sms' && t.subtype === 'appointment_reminder')).toMatchObject({
      content: 'Exported reminder for {{firstName}}',
      isEnabled: true,
    });
  });
});

describe('importing templates', () => {
  it('brings another organization’s customisations in, skipping what is customised unless told to overwrite', async () => {
    const demo = templateCalls(app, owner);
    await demo.update(REMINDER_SMS, { content: 'Demo reminder {{firstName}}' });
    await demo.update(CONFIRMATION_EMAIL, { isActive: false });
    const { bytes } = await exportOf(owner);

    const other = templateCalls(app, otherOwner);
    await other.update(REMINDER_SMS, { content: 'Other Spa’s own reminder' });
    const kept = await importAs(otherOwner, bytes, 'false');
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ imported: CATALOG.length - 1, skipped: 1, failed: [] });
    expect((await other.get(REMINDER_SMS)).body.content).toBe('Other Spa’s own reminder');
    expect((await other.get(CONFIRMATION_EMAIL)).body.isEnabled).toBe(false);

    const replaced = await importAs(otherOwner, bytes, 'true');
    expect(replaced.body).toEqual({ imported: CATALOG.length, skipped: 0, failed: [] });
    expect((await other.get(REMINDER_SMS)).body.content).toBe('Demo reminder {{firstName}}');
    // Only the two customised templates hold an override: the rest equal the defaults.
    expect(overridesOf(otherOwner.organizationId)).toHaveLength(2);
    const history = await other.send<{ entries: { change: string; changedByName: string }[] }>(
      'GET',
      `${BASE}/${REMINDER_SMS}/history`,
    );
    expect(history.body.entries[0]).toMatchObject({ change: 'import', changedByName: 'Oscar Ortiz' });
  });

  it('reports entries it cannot use, sanitises HTML and applies the SMS limit', async () => {
    const file = {
      format: TEMPLATE_EXPORT_FORMAT,
      version: 1,
      templates: [
        { type: 'sms', subtype: 'no_such_template', content: 'Hi' },
        { type: 'sms', subtype: 'appointment_reminder', content: 'w'.repeat(1601) },
        { type: 'fax', subtype: 'appointment_reminder', content: 'Hi' },
        'not an object',
        { type: 'sms', subtype: 'appointment_confirmation', content: 42 },
        {
          type: 'email',
          subtype: 'appointment_confirmation',
          subject: 'Hello',
          content: '',
          htmlContent: '<p>Imported</p><script>alert(1)</script><a href="javascript:x()" onclick="y()">z</a>',
          isEnabled: true,
        },
        { type: 'email', subtype: 'team_invitation', content: '', htmlContent: null, isEnabled: false },
      ],
    };
    const res = await importAs(owner, Buffer.from(JSON.stringify(file)), 'true');
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(1);
    expect(res.body.failed).toEqual([
      { type: 'sms', subtype: 'no_such_template', message: 'There is no such template here' },
      { type: 'sms', subtype: 'appointment_reminder', message: 'SMS content cannot exceed 1600 characters' },
      { type: 'fax', subtype: 'appointment_reminder', message: 'This entry is not a template' },
      { type: '', subtype: '', message: 'This entry is not a template' },
      { type: 'sms', subtype: 'appointment_confirmation', message: 'This entry is not a template' },
      { type: 'email', subtype: 'team_invitation', message: CANNOT_DISABLE },
    ]);
    const email = (await templateCalls(app, owner).get(CONFIRMATION_EMAIL)).body;
    expect(email.customHtml).toBe('<p>Imported</p><a>z</a>');
    expect(email.subject).toBe('Hello');
  });

  it('refuses a file that is not a templates export, whatever it claims to be, and changes nothing', async () => {
    const demo = templateCalls(app, owner);
    await demo.update(REMINDER_SMS, { content: 'Before the import' });
    const before = overridesOf(owner.organizationId);
    const refused = async (bytes: Buffer, fileName?: string, contentType?: string) => {
      const res = await importAs(owner, bytes, 'true', fileName, contentType);
      expect(res.status).toBe(400);
      return res.body.message!;
    };
    expect(await refused(TINY_PNG, 'templates.json')).toBe(`${NOT_AN_EXPORT} (It is not a text file.)`);
    expect(await refused(Buffer.from('format,version\nsalon-templates,1\n'), 'templates.json')).toBe(
      `${NOT_AN_EXPORT} (It is not valid JSON.)`,
    );
    expect(await refused(Buffer.from(JSON.stringify({ format: 'other-app', version: 1, templates: [] })))).toBe(
      NOT_AN_EXPORT,
    );
    expect(await refused(Buffer.from(JSON.stringify([{ type: 'sms' }])))).toBe(NOT_AN_EXPORT);
    expect(
      await refused(Buffer.from(JSON.stringify({ format: TEMPLATE_EXPORT_FORMAT, version: 2, templates: [] }))),
    ).toMatch(/another version/);
    expect(await refused(Buffer.from(JSON.stringify({ format: TEMPLATE_EXPORT_FORMAT, version: 1 })))).toMatch(
      /no list of templates/,
    );
    expect(await refused(Buffer.alloc(0))).toMatch(/The file is empty/);
    expect(await refused(Buffer.from([0xff, 0xfe, 0x7b, 0x00]))).toMatch(/not a text file/);
    expect(overridesOf(owner.organizationId)).toEqual(before);
  });

  it('refuses a file over the size limit, a form without the file, a wrong overwrite and a body that is no form', async () => {
    const big = Buffer.alloc(TEMPLATE_IMPORT_MAX_BYTES + 1, 0x20);
    expect((await importAs(owner, big, 'true')).status).toBe(413);
    const wrongField = importForm(Buffer.from('{}'), 'true');
    const noFile = await call<ErrorBody>(app, {
      method: 'POST',
      url: `${BASE}/import`,
      headers: { ...owner.headers, ...wrongField.headers },
      payload: Buffer.from(wrongField.payload.toString('latin1').replace('name="file"', 'name="upload"'), 'latin1'),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Send the templates file in the form field "file".');
    const { bytes } = await exportOf(owner);
    expect((await importAs(owner, bytes, 'maybe')).body.message).toBe('Overwrite must be true or false');
    const json = await call<ErrorBody>(app, {
      method: 'POST',
      url: `${BASE}/import`,
      headers: owner.headers,
      payload: { file: 'x' },
    });
    expect(json.status).toBe(415);
    expect(overridesOf(owner.organizationId)).toEqual([]);
  });

  it('imports with overwrite off when the form does not say', async () => {
    const { bytes } = await exportOf(owner);
    const historyBefore = app.deps.database.sqlite.prepare('select count(*) from template_history').pluck().get();
    const res = await importAs(owner, bytes);
    expect(res.body).toEqual({ imported: CATALOG.length, skipped: 0, failed: [] });
    expect(overridesOf(owner.organizationId)).toEqual([]);
    // Brought back as it was: nothing changed, so nothing is added to the history.
    expect(app.deps.database.sqlite.prepare('select count(*) from template_history').pluck().get()).toBe(historyBefore);
  });
});
