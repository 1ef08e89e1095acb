import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../server/contract/account';
import type { Subscription } from '../../server/contract/billing';
import type { ErrorBody } from '../../server/contract/common';
import type { RoleSummary, TeamUser } from '../../server/contract/team';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../server/testing/build-test-app';

type Answer = Partial<ErrorBody>;

/**
 * CONTRACT.md: records answer with an ETag, and a write that sends a stale If-Match gets 412 and
 * changes nothing; a write without If-Match still works. Documents and roles and tax rates have
 * their own tests; these are the records whose tables keep no version counter.
 */
describe('versioned records', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const send = <T>(session: Session, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, ifMatch?: string) =>
    call<T & Answer>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload ? { payload } : {}),
    });

  describe('profile', () => {
    const edit = (profile: Profile, changes: Partial<Profile>) => {
      const { id: _id, avatarUrl: _avatar, ...fields } = { ...profile, ...changes };
      return fields;
    };

    it('answers the read and the save with an ETag that moves with the saved fields', async () => {
      const read = await send<Profile>(owner, 'GET', '/api/users/profile');
      expect(read.headers.etag).toMatch(/^"c[\w-]+"$/);
      const saved = await send<Profile>(
        owner,
        'PUT',
        '/api/users/profile',
        edit(read.body, { jobTitle: 'Founder' }),
        read.headers.etag as string,
      );
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toMatch(/^"c[\w-]+"$/);
      expect(saved.headers.etag).not.toBe(read.headers.etag);
      const again = await send<Profile>(owner, 'GET', '/api/users/profile');
      expect(again.headers.etag).toBe(saved.headers.etag);
    });

    it('refuses a save from a stale read with 412 and keeps the newer values', async () => {
      const read = await send<Profile>(owner, 'GET', '/api/users/profile');
      const stale = read.headers.etag as string;
      await send(owner, 'PUT', '/api/users/profile', edit(read.body, { jobTitle: 'First PC' }), stale);
      const late = await send(owner, 'PUT', '/api/users/profile', edit(read.body, { jobTitle: 'Second PC' }), stale);
      expect(late.status).toBe(412);
      expect(late.body.code).toBe('STALE_VERSION');
      expect((await send<Profile>(owner, 'GET', '/api/users/profile')).body.jobTitle).toBe('First PC');
    });

    it('still saves without If-Match', async () => {
      const read = await send<Profile>(owner, 'GET', '/api/users/profile');
      const saved = await send<Profile>(owner, 'PUT', '/api/users/profile', edit(read.body, { department: 'Front' }));
      expect(saved.status).toBe(200);
      expect(saved.body.department).toBe('Front');
    });
  });

  describe('team members', () => {
    const memberOf = async (email: string) =>
      (await send<{ items: TeamUser[] }>(owner, 'GET', '/api/team/users')).body.items.find((u) => u.email === email)!;
    const roleId = async (name: string) =>
      (await send<{ items: RoleSummary[] }>(owner, 'GET', '/api/roles')).body.items.find((r) => r.name === name)!.id;

    it('lists each member with the version their writes answer as ETag', async () => {
      const member = await memberOf(DEMO_EMAILS.receptionist);
      const changed = await send<TeamUser>(
        owner,
        'PUT',
        `/api/team/users/${member.id}/role`,
        { roleId: await roleId('practitioner') },
        `"${member.version}"`,
      );
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).toBe(`"${changed.body.version}"`);
      expect(changed.body.version).not.toBe(member.version);
      expect((await memberOf(DEMO_EMAILS.receptionist)).version).toBe(changed.body.version);
    });

    it('refuses a role change or deactivation from a stale list with 412, changing nothing', async () => {
      const member = await memberOf(DEMO_EMAILS.receptionist);
      const stale = `"${member.version}"`;
      await send(owner, 'POST', `/api/team/users/${member.id}/deactivate`, undefined, stale);
      const role = await send(
        owner,
        'PUT',
        `/api/team/users/${member.id}/role`,
        { roleId: await roleId('manager') },
        stale,
      );
      expect(role.status).toBe(412);
      const back = await send(owner, 'POST', `/api/team/users/${member.id}/reactivate`, undefined, stale);
      expect(back.status).toBe(412);
      const now = await memberOf(DEMO_EMAILS.receptionist);
      expect(now).toMatchObject({ isActive: false, role: { name: 'receptionist' } });
    });

    it('still accepts writes without If-Match', async () => {
      const member = await memberOf(DEMO_EMAILS.practitioner);
      const res = await send<TeamUser>(owner, 'POST', `/api/team/users/${member.id}/deactivate`);
      expect(res.status).toBe(200);
      expect(res.body.isActive).toBe(false);
      expect(res.headers.etag).toBe(`"${res.body.version}"`);
    });
  });

  describe('subscription', () => {
    it('answers the subscription with an ETag the plan change checks', async () => {
      const platform = loginAs(app, 'platform');
      const read = await send<Subscription>(platform, 'GET', '/api/billing/subscription');
      expect(read.headers.etag).toMatch(/^"c[\w-]+"$/);
      const stale = read.headers.etag as string;
      const changed = await send<Subscription>(
        platform,
        'PUT',
        '/api/billing/subscription/plan',
        { plan: 'PREMIER' },
        stale,
      );
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(stale);
      expect((await send(platform, 'GET', '/api/billing/subscription')).headers.etag).toBe(changed.headers.etag);

      const late = await send(platform, 'PUT', '/api/billing/subscription/plan', { plan: 'STUDIO' }, stale);
      expect(late.status).toBe(412);
      expect((await send<Subscription>(platform, 'GET', '/api/billing/subscription')).body.plan).toBe('PREMIER');
    });
  });
});
