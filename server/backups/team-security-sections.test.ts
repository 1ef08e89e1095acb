import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backup, RestoreResult } from '../contract/backups';
import type { ErrorBody } from '../contract/common';
import type { RoleSummary } from '../contract/team';
import type { SecurityPolicy } from '../contract/security-policy';
import type { TaxRate } from '../contract/tax';
import { buildTestApp, call, loginAs, type Session } from '../testing/build-test-app';

/**
 * Team & Permissions and Security Settings in a backup (issue 17, with issue 18's policy): the
 * roles and the security policy come back on restore, through the rules of their own pages.
 */
describe('backup sections: team and security', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const send = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    session = owner,
  ) => call<T & ErrorBody>(app, { method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const roles = async () => (await send<{ items: RoleSummary[] }>('GET', '/api/roles')).body.items;
  const backUp = async (sections: string[]) => {
    const made = await send<Backup>('POST', '/api/settings/backups', { name: 'Before', encryption: false, sections });
    expect(made.status).toBe(201);
    return made.body.id;
  };
  const restore = (id: string, session = owner) =>
    send<RestoreResult>('POST', `/api/settings/backups/${id}/restore`, undefined, session);

  it('puts the roles’ permissions back and recreates a custom role deleted since, leaving new ones', async () => {
    const colourist = await send<RoleSummary>('POST', '/api/roles', {
      name: 'Colourist',
      customPermissions: ['manage_templates'],
    });
    const trainee = await send<RoleSummary>('POST', '/api/roles', { name: 'Trainee' });
    expect(colourist.status).toBe(201);
    const id = await backUp(['team']);

    const changed = await send<RoleSummary>('PUT', `/api/roles/${colourist.body.id}`, {
      customPermissions: ['manage_templates', 'manage_locations'],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await send('DELETE', `/api/roles/${trainee.body.id}`)).status).toBe(204);
    expect((await send('POST', '/api/roles', { name: 'Nail artist' })).status).toBe(201);

    const restored = await restore(id);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const after = await roles();
    expect(after.find((role) => role.name === 'Colourist')?.customPermissions).toEqual(['manage_templates']);
    expect(after.some((role) => role.name === 'Trainee')).toBe(true);
    expect(after.some((role) => role.name === 'Nail artist')).toBe(true);
  });

  it('refuses the whole restore when it would change permissions the restorer may not edit', async () => {
    const colourist = await send<RoleSummary>('POST', '/api/roles', { name: 'Colourist' });
    const id = await backUp(['team', 'organization']);
    await send('PUT', `/api/roles/${colourist.body.id}`, { customPermissions: ['manage_templates'] });

    // Only the owner edits permissions (part 1 §6): an administrator cannot take them back this way.
    const byAdmin = await restore(id, loginAs(app, 'admin'));
    expect(byAdmin.status).toBe(403);
    expect((await roles()).find((role) => role.name === 'Colourist')?.customPermissions).toEqual(['manage_templates']);
  });

  it('puts the tax rates back with the financial settings, through the Tax Configuration’s rules', async () => {
    const rates = async () => (await send<{ items: TaxRate[] }>('GET', '/api/settings/tax/rates')).body.items;
    const gst = await send<TaxRate>('POST', '/api/settings/tax/rates', {
      name: 'Salon GST',
      percentage: 10,
      isDefault: true,
    });
    const zero = await send<TaxRate>('POST', '/api/settings/tax/rates', { name: 'Salon Zero', percentage: 0 });
    expect(gst.status).toBe(201);
    const id = await backUp(['financial']);

    await send('PUT', `/api/settings/tax/rates/${gst.body.id}`, { percentage: 12.5 });
    await send('PUT', `/api/settings/tax/rates/${zero.body.id}`, { isDefault: true });
    expect((await send('POST', '/api/settings/tax/rates', { name: 'Salon Luxury', percentage: 20 })).status).toBe(201);

    expect((await restore(id)).status).toBe(200);
    const after = await rates();
    expect(after.find((rate) => rate.name === 'Salon GST')).toMatchObject({ percentage: 10, isDefault: true });
    expect(after.find((rate) => rate.name === 'Salon Zero')).toMatchObject({ isDefault: false });
    // Added since: kept, with whatever uses it.
    expect(after.some((rate) => rate.name === 'Salon Luxury')).toBe(true);
  });

  it('puts the security policy back', async () => {
    const id = await backUp(['security']);
    const saved = await send<SecurityPolicy>('PUT', '/api/settings/security-policy', {
      passwordPolicy: { minLength: 14 },
    });
    expect(saved.status).toBe(200);
    expect((await restore(id)).status).toBe(200);
    const policy = await send<SecurityPolicy>('GET', '/api/settings/security-policy');
    expect(policy.body.passwordPolicy.minLength).toBe(8);
  });
});
