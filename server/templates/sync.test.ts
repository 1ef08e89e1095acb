import { afterEach, describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../contract/common';
import { TEMPLATE_TYPES } from '../contract/message-templates';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { buildTestApp } from '../testing/build-test-app';
import { CATALOG, catalogEntry } from './catalog';
import { platformTemplateId } from './ids';
import { syncPlatformTemplates } from './sync';

let database: DatabaseHandle | undefined;
afterEach(() => database?.close());

/** A migrated database that has never been synced. */
function freshDatabase(): DatabaseHandle {
  database = openDatabase(':memory:');
  migrate(database.sqlite);
  return database;
}

const rows = (handle: DatabaseHandle) =>
  handle.sqlite
    .prepare('select id, type, subtype, content, version, shipped_hash as hash from platform_templates')
    .all() as {
    id: string;
    type: string;
    subtype: string;
    content: string;
    version: number;
    hash: string;
  }[];
const history = (handle: DatabaseHandle) =>
  handle.sqlite
    .prepare('select template_id as templateId, organization_id as organizationId, change from template_history')
    .all() as {
    templateId: string;
    organizationId: string | null;
    change: string;
  }[];

describe('platform template ids', () => {
  it('derives the same UUID-shaped id from (type, subtype) every time, a different one for each', () => {
    const id = platformTemplateId('email', 'appointment_confirmation');
    expect(id).toMatch(new RegExp(UUID_PATTERN));
    expect(id[14]).toBe('8');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
    expect(platformTemplateId('email', 'appointment_confirmation')).toBe(id);
    expect(platformTemplateId('sms', 'appointment_confirmation')).not.toBe(id);
    const ids = CATALOG.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of CATALOG) expect(entry.id).toBe(platformTemplateId(entry.type, entry.subtype));
  });
});

describe('the shipped catalog', () => {
  it('has an email, SMS and push version of the client messages, and lists the variables each uses', () => {
    for (const type of TEMPLATE_TYPES) expect(catalogEntry(type, 'appointment_reminder')).toBeDefined();
    const sms = catalogEntry('sms', 'appointment_reminder')!;
    expect(sms.variables).toEqual(['serviceName', 'businessName', 'appointmentDate', 'appointmentTime', 'firstName']);
    const invitation = catalogEntry('email', 'team_invitation')!;
    expect(invitation.htmlContent).toContain('href="{{inviteUrl}}"');
    expect(invitation.htmlContent).toContain('data-block="button"');
    expect(invitation.content).toBe('');
    expect(invitation.canDisable).toBe(false);
    expect(catalogEntry('email', 'appointment_confirmation')!.canDisable).toBe(true);
  });
});

describe('syncing the platform templates', () => {
  it('inserts every shipped template once, then finds nothing to do', () => {
    const handle = freshDatabase();
    const at = new Date('2025-03-03T00:00:00.000Z');
    expect(syncPlatformTemplates(handle.db, at)).toEqual({ updated: 0, new: CATALOG.length });
    expect(rows(handle)).toHaveLength(CATALOG.length);
    expect(history(handle)).toHaveLength(CATALOG.length);
    expect(history(handle).every((entry) => entry.organizationId === null && entry.change === 'sync')).toBe(true);
    expect(syncPlatformTemplates(handle.db, at)).toEqual({ updated: 0, new: 0 });
    expect(history(handle)).toHaveLength(CATALOG.length);
  });

  it('rewrites a row synced from another version of its entry, and brings back a removed one', () => {
    const handle = freshDatabase();
    syncPlatformTemplates(handle.db, new Date());
    const reminder = catalogEntry('sms', 'appointment_reminder')!;
    const confirmation = catalogEntry('sms', 'appointment_confirmation')!;
    handle.sqlite
      .prepare("update platform_templates set content = 'Old words', shipped_hash = 'older' where id = ?")
      .run(reminder.id);
    handle.sqlite.prepare('delete from platform_templates where id = ?').run(confirmation.id);
    expect(syncPlatformTemplates(handle.db, new Date())).toEqual({ updated: 1, new: 1 });
    const after = rows(handle);
    expect(after.find((row) => row.id === reminder.id)).toMatchObject({
      content: reminder.content,
      version: 2,
      hash: reminder.hash,
    });
    expect(after.find((row) => row.id === confirmation.id)).toMatchObject({
      content: confirmation.content,
      version: 1,
    });
    expect(history(handle).filter((entry) => entry.templateId === reminder.id)).toHaveLength(2);
  });

  it('has already run on the database every app starts from', async () => {
    const app = await buildTestApp({ demo: false });
    try {
      expect(syncPlatformTemplates(app.deps.db, new Date())).toEqual({ updated: 0, new: 0 });
    } finally {
      await app.close();
    }
  });
});
