import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_MESSAGES,
  MAX_RECOVERY_POINTS,
  type Backup,
  type RecoveryPoint,
  type RestoreResult,
} from '../../contract/backups';
import type { ErrorBody } from '../../contract/common';
import type { OrganizationData } from '../../contract/organization';
import type { TipSettings } from '../../contract/financial';
import { takeRecoveryPoint } from '../../backups/recovery';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import type { RequestContext } from '../../types';

const PASSPHRASE = 'correct horse battery staple';

/** What a service call needs of the caller, for taking recovery points directly. */
const contextOf = (session: Session) =>
  ({
    organizationId: session.organizationId,
    user: { id: session.userId },
    organization: { id: session.organizationId, name: 'Demo Salon', slug: 'demo-salon' },
    sessionId: '',
    ipAddress: '127.0.0.1',
    can: () => true,
  }) as unknown as RequestContext;

describe('settings backups', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const send = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = owner) =>
    call<T & ErrorBody>(app, { method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  const setPassphrase = (passphrase = PASSPHRASE, session = owner) =>
    send<{ isSet: boolean }>('PUT', '/api/settings/backups/passphrase', { passphrase }, session);
  const create = (payload: object, session = owner) => send<Backup>('POST', '/api/settings/backups', payload, session);
  const list = async (session = owner) =>
    (await send<{ backups: Backup[] }>('GET', '/api/settings/backups', undefined, session)).body.backups;
  const recoveryPoints = async (session = owner) =>
    (
      await send<{ recoveryPoints: RecoveryPoint[] }>(
        'GET',
        '/api/settings/backups/recovery-points',
        undefined,
        session,
      )
    ).body.recoveryPoints;
  const restore = (id: string, session = owner) =>
    send<RestoreResult>('POST', `/api/settings/backups/${id}/restore`, undefined, session);
  const restoreFile = (file: string, passphrase?: string, session = owner) =>
    send<RestoreResult>(
      'POST',
      '/api/settings/backups/restore-file',
      { file, ...(passphrase === undefined ? {} : { passphrase }) },
      session,
    );
  const download = (id: string, session = owner) =>
    app.inject({ method: 'GET', url: `/api/settings/backups/${id}/download`, headers: session.headers });

  const description = async (session = owner) =>
    (await send<OrganizationData>('GET', '/api/settings/organization-data', undefined, session)).body.description;
  const setDescription = async (text: string, session = owner) => {
    const saved = await send<OrganizationData>(
      'PUT',
      '/api/settings/organization-data',
      {
        companyName: 'Demo Salon',
        description: text,
      },
      session,
    );
    expect(saved.status).toBe(200);
  };
  const tips = async () => (await send<TipSettings>('GET', '/api/settings/tip-percentages')).body;

  describe('creating', () => {
    it('asks for the passphrase before the first encrypted backup, and makes a plain one without it', async () => {
      const refused = await create({ name: 'Friday' });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('BACKUP_PASSPHRASE_NOT_SET');
      expect(refused.body.message).toBe(BACKUP_MESSAGES.passphraseNotSet);
      expect(await list()).toEqual([]);

      const plain = await create({ name: 'Friday', encryption: false });
      expect(plain.status).toBe(201);
      expect(plain.body).toMatchObject({
        name: 'Friday',
        description: '',
        sections: ['organization', 'personal'],
        encryption: false,
        status: 'success',
        type: 'manual',
        createdBy: { firstName: expect.any(String), lastName: expect.any(String) },
      });
      expect(plain.body.size).toMatch(/^\d+\.\d\d MB$/);
      expect(plain.body.sizeBytes).toBeGreaterThan(100);
    });

    it('sets the passphrase once (12 characters at least) and then encrypts by default', async () => {
      expect((await send('GET', '/api/settings/backups/passphrase')).body).toEqual({ isSet: false });
      const short = await setPassphrase('too short');
      expect(short.status).toBe(400);
      expect(short.body.message).toMatch(/Backup passphrase must be at least 12 characters/);
      expect((await setPassphrase()).body).toEqual({ isSet: true });
      expect((await send('GET', '/api/settings/backups/passphrase')).body).toEqual({ isSet: true });

      const made = await create({
        name: 'Before the sale',
        description: 'All areas',
        sections: ['branding', 'financial'],
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        encryption: true,
        sections: ['branding', 'financial'],
        description: 'All areas',
      });
      const listed = await list();
      expect(listed).toHaveLength(1);
      expect(listed[0]).toEqual(made.body);
    });

    it('refuses a blank name with the spec’s words, and an empty or unknown section list', async () => {
      const blank = await create({ name: '   ', encryption: false });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Please enter a name for your backup');
      expect((await create({ name: 'x', encryption: false, sections: [] })).status).toBe(400);
      expect((await create({ name: 'x', encryption: false, sections: ['everything'] })).status).toBe(400);
      expect((await create({ name: 'x', encryption: false, sections: ['branding', 'branding'] })).status).toBe(400);
      expect(await list()).toEqual([]);
    });

    it('records who made it in the activity log', async () => {
      await create({ name: 'Friday', encryption: false });
      const activity = await send<{ items: { section: string; action: string; details: string }[] }>(
        'GET',
        '/api/settings/activity?section=backup',
      );
      expect(activity.body.items[0]).toMatchObject({
        section: 'backup',
        action: 'create',
        details: 'Created the backup "Friday" (Organization Settings, Personal Preferences)',
      });
    });
  });

  describe('restoring', () => {
    it('puts the settings back, and the recovery point it took undoes the restore', async () => {
      await setPassphrase();
      const before = await description();
      const backup = await create({ name: 'Friday' });
      await setDescription('Changed after the backup');

      const restored = await restore(backup.body.id);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ restored: true, sections: ['organization', 'personal'] });
      expect(await description()).toBe(before);

      const points = await recoveryPoints();
      expect(points).toHaveLength(1);
      expect(points[0]).toMatchObject({
        id: restored.body.recoveryPointId,
        description: 'Before restoring "Friday"',
        confidence: 'high',
      });
      // The restore itself is a change recorded after the point was taken.
      expect(points[0]!.changesSince).toBe(1);
      const listed = (await list()).find((b) => b.id === restored.body.recoveryPointId);
      expect(listed).toMatchObject({ type: 'recovery_point', encryption: true, sections: expect.any(Array) });

      const undone = await restore(restored.body.recoveryPointId);
      expect(undone.status).toBe(200);
      expect(await description()).toBe('Changed after the backup');
    });

    it('restores a downloaded encrypted file with its passphrase, and refuses a wrong one or a changed byte', async () => {
      await setPassphrase();
      const before = await description();
      const backup = await create({ name: 'Friday’s backup!' });
      const file = await download(backup.body.id);
      expect(file.statusCode).toBe(200);
      // The file is named by the day it was made in Demo Salon's time zone (Sydney), which is a
      // day ahead of UTC for the last ten hours of each UTC day (eleven in its summer).
      const madeOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
        new Date(backup.body.createdAt),
      );
      expect(file.headers['content-disposition']).toBe(`attachment; filename="backup-friday-s-backup-${madeOn}.json"`);
      const [headerLine, body] = file.body.split('\n');
      expect(JSON.parse(headerLine!)).toMatchObject({
        format: 'salon-settings-backup',
        encrypted: true,
        kdf: 'scrypt',
        N: 32768,
        r: 8,
        p: 1,
        organizationId: owner.organizationId,
      });
      // Nothing of the settings can be read without the passphrase.
      expect(file.body).not.toContain(before);
      await setDescription('Changed after the download');

      const wrong = await restoreFile(file.body, 'not the passphrase at all');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('The passphrase does not open this backup.');
      const missing = await restoreFile(file.body);
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('BACKUP_PASSPHRASE_NEEDED');

      const bytes = Buffer.from(body!, 'base64');
      bytes[10] = bytes[10]! ^ 0x01;
      const tampered = await restoreFile(`${headerLine}\n${bytes.toString('base64')}`, PASSPHRASE);
      expect(tampered.status).toBe(400);
      expect(tampered.body.message).toBe('This backup file has been changed or damaged, so it cannot be restored.');
      // A header edited to claim another schema version breaks the tag too.
      const header = JSON.parse(headerLine!) as { schemaVersion: number };
      const edited = JSON.stringify({ ...header, schemaVersion: header.schemaVersion - 1 });
      expect((await restoreFile(`${edited}\n${body}`, PASSPHRASE)).body.code).toBe('BACKUP_DAMAGED');
      expect(await description()).toBe('Changed after the download');
      expect(await recoveryPoints()).toEqual([]);

      const ok = await restoreFile(file.body, PASSPHRASE);
      expect(ok.status).toBe(200);
      expect(ok.body.restored).toBe(true);
      expect(await description()).toBe(before);
      expect((await recoveryPoints())[0]!.description).toBe('Before restoring "Friday’s backup!"');
    });

    it('restores a plain downloaded file without a passphrase', async () => {
      const before = await description();
      const backup = await create({ name: 'Plain', encryption: false });
      const file = await download(backup.body.id);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(file.body)).toMatchObject({
        format: 'salon-settings-backup',
        version: 1,
        organizationId: owner.organizationId,
        organizationSlug: 'demo-salon',
        sections: { organization: { 'organization-data': { description: before } } },
      });
      await setDescription('Changed');
      expect((await restoreFile(file.body)).status).toBe(200);
      expect(await description()).toBe(before);
    });

    it('refuses another business’s backup file and one from a newer app with a 409', async () => {
      const other = loginAs(app, 'otherOwner');
      const theirs = await create({ name: 'Theirs', encryption: false }, other);
      const theirFile = (await download(theirs.body.id, other)).body;
      const refused = await restoreFile(theirFile);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This backup belongs to another business and cannot be restored here.');

      // Encrypted under their own passphrase: refused before any passphrase is asked for.
      await setPassphrase('their own long passphrase', other);
      const sealed = await create({ name: 'Theirs, sealed' }, other);
      const sealedFile = (await download(sealed.body.id, other)).body;
      expect((await restoreFile(sealedFile)).status).toBe(409);

      const ours = await create({ name: 'Ours', encryption: false });
      const snapshot = JSON.parse((await download(ours.body.id)).body) as { schemaVersion: number };
      const newer = await restoreFile(JSON.stringify({ ...snapshot, schemaVersion: snapshot.schemaVersion + 1 }));
      expect(newer.status).toBe(409);
      expect(newer.body.message).toBe(
        'This backup was made by a newer version of the app. Update the app to restore it.',
      );
      expect(await recoveryPoints()).toEqual([]);
    });

    it('says a file that is not a settings backup is not one', async () => {
      for (const text of ['hello', '{"format":"something-else"}', '[1,2,3]', '{"a":1}\nnot base64 !!']) {
        const answer = await restoreFile(text);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('This is not a settings backup file.');
      }
    });

    it('changes nothing when one value half-way through the backup is not valid', async () => {
      const backup = await create({ name: 'Good', encryption: false, sections: ['organization', 'financial'] });
      const snapshot = JSON.parse((await download(backup.body.id)).body) as {
        sections: { organization: Record<string, { description: string }>; financial: Record<string, unknown> };
      };
      await setDescription('Current');
      const tipsBefore = await tips();
      const versionBefore = (await send('GET', '/api/settings/organization-data')).headers.etag;
      // The organization section is written first and is valid; the financial one then fails.
      snapshot.sections.organization['organization-data']!.description = 'From the file';
      snapshot.sections.financial['tip-settings'] = { enabled: 'yes please' };
      const answer = await restoreFile(JSON.stringify(snapshot));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(BACKUP_MESSAGES.invalidSetting('Financial Settings'));
      expect(await description()).toBe('Current');
      expect(await tips()).toEqual(tipsBefore);
      expect((await send('GET', '/api/settings/organization-data')).headers.etag).toBe(versionBefore);
      // The recovery point was part of the transaction, and went with it.
      expect(await recoveryPoints()).toEqual([]);

      snapshot.sections.financial['tip-settings'] = tipsBefore;
      snapshot.sections.financial['unknown-kind'] = {};
      expect((await restoreFile(JSON.stringify(snapshot))).status).toBe(400);
      expect(await description()).toBe('Current');
    });

    it('restores every section of the demo’s settings as they are', async () => {
      const all = ['organization', 'personal', 'branding', 'financial', 'team', 'security'];
      const backup = await create({ name: 'Everything', encryption: false, sections: all });
      expect(backup.body.sections).toEqual(all);
      const restored = await restore(backup.body.id);
      expect(restored.status).toBe(200);
      expect(restored.body.sections).toEqual(all);
    });

    it('leaves another person’s personal preferences alone', async () => {
      const backup = await create({ name: 'Owner’s', encryption: false });
      const admin = loginAs(app, 'admin');
      const restored = await restore(backup.body.id, admin);
      expect(restored.status).toBe(200);
      expect(restored.body.sections).toEqual(['organization']);
    });
  });

  describe('the passphrase', () => {
    it('re-encrypts stored backups when changed; older downloads keep opening with the old passphrase', async () => {
      await setPassphrase();
      const before = await description();
      const backup = await create({ name: 'Friday' });
      const oldFile = (await download(backup.body.id)).body;
      expect((await setPassphrase('a brand new passphrase')).status).toBe(200);
      const newFile = (await download(backup.body.id)).body;
      expect(newFile).not.toBe(oldFile);

      await setDescription('Changed');
      expect((await restore(backup.body.id)).status).toBe(200);
      expect(await description()).toBe(before);

      await setDescription('Changed');
      expect((await restoreFile(newFile, PASSPHRASE)).body.code).toBe('BACKUP_WRONG_PASSPHRASE');
      expect((await restoreFile(newFile, 'a brand new passphrase')).status).toBe(200);
      await setDescription('Changed');
      expect((await restoreFile(oldFile, PASSPHRASE)).status).toBe(200);
      expect(await description()).toBe(before);
    });
  });

  describe('deleting and access', () => {
    it('deletes a backup; another business’s backup is not found', async () => {
      const backup = await create({ name: 'Friday', encryption: false });
      const other = loginAs(app, 'otherOwner');
      for (const [method, url] of [
        ['POST', `/api/settings/backups/${backup.body.id}/restore`],
        ['DELETE', `/api/settings/backups/${backup.body.id}`],
        ['GET', `/api/settings/backups/${backup.body.id}/download`],
      ] as const) {
        expect((await send(method, url, undefined, other)).status).toBe(404);
      }
      expect(await list(other)).toEqual([]);

      const removed = await send('DELETE', `/api/settings/backups/${backup.body.id}`);
      expect(removed.status).toBe(204);
      expect(await list()).toEqual([]);
      expect((await send('DELETE', `/api/settings/backups/${backup.body.id}`)).status).toBe(404);
    });

    it('is refused to a role without manage_organization_settings', async () => {
      const reception = loginAs(app, 'receptionist');
      expect((await send('GET', '/api/settings/backups', undefined, reception)).status).toBe(403);
      expect((await create({ name: 'Mine', encryption: false }, reception)).status).toBe(403);
      expect((await setPassphrase(PASSPHRASE, reception)).status).toBe(403);
    });
  });

  describe('recovery points', () => {
    it('keeps the newest 20, and rates confidence by the changes made since', async () => {
      const ctx = contextOf(owner);
      for (let i = 1; i <= MAX_RECOVERY_POINTS + 2; i += 1) takeRecoveryPoint(app.deps, ctx, { reason: `Point ${i}` });
      const points = await recoveryPoints();
      expect(points).toHaveLength(MAX_RECOVERY_POINTS);
      expect(points[0]!.description).toBe(`Point ${MAX_RECOVERY_POINTS + 2}`);
      expect(points.at(-1)!.description).toBe('Point 3');
      expect(points[0]).toMatchObject({ changesSince: 0, confidence: 'high' });

      for (let i = 0; i < 6; i += 1) await setDescription(`Change ${i}`);
      expect((await recoveryPoints())[0]).toMatchObject({ changesSince: 6, confidence: 'medium' });
      // Plain: no passphrase was set.
      expect((await list()).every((b) => !b.encryption)).toBe(true);
    });
  });
});
