import { and, eq } from 'drizzle-orm';
import { DEFAULT_SECURITY_POLICY } from '../../contract/security-policy';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../config';
import type { LoginResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { INVITATION_DAYS, INVITATION_MESSAGES, type InvitationInfo } from '../../contract/invitations';
import type { RoleSummary, TeamUser } from '../../contract/team';
import { notificationMessages, teamInvitations } from '../../db/schema';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { findUserByEmail } from '../team/repository';

/*
 * Team invitations end to end through the API: the owner adds a member with `invite`, the email
 * waits in the outbox with the link, and the person opening the link chooses a password and is
 * signed in. What an attacker would try (a used, replaced or expired link; someone else's member;
 * a receptionist) is refused, and the link's token shows up nowhere but in the email.
 */

const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00.000Z');
const PUBLIC_URL = 'https://salon.example.com';
const LINK = /https:\/\/salon\.example\.com\/invite\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

type Answer = ErrorBody & TeamUser & InvitationInfo & LoginResponse & { email: string; logId: string };

let app: FastifyInstance;
let owner: Session;
let roles: Map<string, string>;
let clock: Date;
/** Every answer body the API gave in a test, to show the token is in none of them. */
let answers: string[];

beforeEach(async () => {
  clock = START;
  answers = [];
  app = await buildTestApp({
    now: () => clock,
    config: { writeRateLimit: false, publicUrl: PUBLIC_URL },
  });
  owner = loginAs(app, 'owner');
  const list = await call<{ items: RoleSummary[] }>(app, { method: 'GET', url: '/api/roles', headers: owner.headers });
  roles = new Map(list.body.items.map((r) => [r.name, r.id]));
});
afterEach(() => app.close());

async function send(session: Session | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: session ? session.headers : {},
    ...(payload ? { payload } : {}),
  });
  answers.push(response.body);
  return {
    status: response.statusCode,
    body: (response.body ? JSON.parse(response.body) : undefined) as Answer,
    headers: response.headers,
  };
}

const invite = (email: string, role = 'practitioner', session: Session = owner) =>
  send(session, 'POST', '/api/team/users', {
    email,
    firstName: 'Sam',
    lastName: 'Stone',
    roleId: roles.get(role),
    invite: true,
  });

const reinvite = (id: string, session: Session = owner) => send(session, 'POST', `/api/team/users/${id}/invitation`);
const show = (token: string) => send(null, 'GET', `/api/invitations/${token}`);
const accept = (token: string, password = 'Chosen-pass-123') =>
  send(null, 'POST', `/api/invitations/${token}/accept`, { password });
const signIn = (email: string, password: string) => send(null, 'POST', '/api/auth/login', { email, password });

/** The invitation emails queued for an address, oldest first. */
function outbox(email: string) {
  return app.deps.db
    .select()
    .from(notificationMessages)
    .where(and(eq(notificationMessages.recipient, email), eq(notificationMessages.event, 'teamInvitation')))
    .orderBy(notificationMessages.createdAt)
    .all();
}

/** The link's token as the person reads it in the newest email. */
function tokenFor(email: string): string {
  const emails = outbox(email);
  const match = LINK.exec(emails.at(-1)?.content ?? '');
  if (!match?.[1]) throw new Error(`no invitation link in the email to ${email}`);
  return match[1];
}

async function teamMember(email: string): Promise<TeamUser> {
  const list = await send(owner, 'GET', '/api/team/users');
  return (list.body as unknown as { items: TeamUser[] }).items.find((u) => u.email === email)!;
}

describe('team invitations', () => {
  it('adds the member without a password and queues the email with the link, in the member’s name', async () => {
    const added = await invite('sam@demo.test');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'sam@demo.test', canSignIn: false, isActive: true });
    expect(added.body.invitation).toEqual({
      sentAt: START.toISOString(),
      expiresAt: new Date(START.getTime() + INVITATION_DAYS * DAY).toISOString(),
    });

    const [email, ...more] = outbox('sam@demo.test');
    expect(more).toEqual([]);
    const [invitation] = app.deps.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.userId, added.body.id))
      .all();
    expect(email).toMatchObject({
      channel: 'email',
      event: 'teamInvitation',
      status: 'pending',
      recipientKind: 'staff',
      userId: added.body.id,
      idempotencyKey: `invitation:${invitation!.id}`,
      templateSubtype: 'team_invitation',
    });
    expect(email!.content).toMatch(LINK);
    expect(email!.content).toContain('Demo Salon');
    expect(email!.html).toContain(`${PUBLIC_URL}/invite/${tokenFor('sam@demo.test')}`);
    // Only the token's SHA-256 is stored.
    expect(invitation!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(invitation!.tokenHash).not.toContain(tokenFor('sam@demo.test'));

    expect((await signIn('sam@demo.test', 'Chosen-pass-123')).status).toBe(401);
    expect((await teamMember('sam@demo.test')).invitation).toEqual(added.body.invitation);
  });

  it('points the link at the app’s own address when PUBLIC_URL is not set', async () => {
    await app.close();
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    const jamie = findUserByEmail(app.deps.db, 'jamie@demo.test')!;
    const sent = await call(app, {
      method: 'POST',
      url: `/api/team/users/${jamie.id}/invitation`,
      headers: { ...owner.headers, host: 'salon.lan:4000' },
    });
    expect(sent.status).toBe(200);
    expect(outbox('jamie@demo.test')[0]!.content).toMatch(/http:\/\/salon\.lan:4000\/invite\/[A-Za-z0-9_-]{43}/);
  });

  it('reads PUBLIC_URL like the other base URLs, and names it when it is not one', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://salon.example.com/' }).publicUrl).toBe('https://salon.example.com');
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(() => configFromEnv({ PUBLIC_URL: 'salon.example.com' })).toThrow(ConfigError);
    expect(() => configFromEnv({ PUBLIC_URL: 'ftp://salon.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('shows the person whom and what the link is for', async () => {
    await invite('sam@demo.test');
    const info = await show(tokenFor('sam@demo.test'));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      email: 'sam@demo.test',
      firstName: 'Sam',
      lastName: 'Stone',
      organizationName: 'Demo Salon',
      invitedBy: 'Olivia Owens',
      expiresAt: new Date(START.getTime() + INVITATION_DAYS * DAY).toISOString(),
      // The rules the page lists before the person types: the security policy's defaults here.
      passwordRules: DEFAULT_SECURITY_POLICY.passwordPolicy,
    });
  });

  it('lets the person choose a password, signs them in, and then works as a sign-in; the link works once', async () => {
    const { body: sam } = await invite('sam@demo.test');
    const token = tokenFor('sam@demo.test');

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: 'sam@demo.test', id: sam.id });
    expect(accepted.headers['set-cookie']).toMatch(/^session=[^;]+; .*HttpOnly/);
    const me = await send(
      { headers: { authorization: `Bearer ${accepted.body.token}` } } as Session,
      'GET',
      '/api/auth/me',
    );
    expect(me.status).toBe(200);

    expect((await signIn('sam@demo.test', 'Chosen-pass-123')).status).toBe(200);
    const member = await teamMember('sam@demo.test');
    expect(member.canSignIn).toBe(true);
    expect(member.invitation).toBeUndefined();

    const again = await accept(token, 'Other-pass-123');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await show(token)).body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await signIn('sam@demo.test', 'Other-pass-123')).status).toBe(401);
  });

  it('lets only one of two acceptances sent at once through', async () => {
    await invite('sam@demo.test');
    const token = tokenFor('sam@demo.test');
    const results = await Promise.all([accept(token, 'First-pass-123'), accept(token, 'Second-pass-123')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const winner = results[0]!.status === 200 ? 'First-pass-123' : 'Second-pass-123';
    const loser = winner === 'First-pass-123' ? 'Second-pass-123' : 'First-pass-123';
    expect((await signIn('sam@demo.test', winner)).status).toBe(200);
    expect((await signIn('sam@demo.test', loser)).status).toBe(401);
  });

  it('refuses an expired link with its own sentence', async () => {
    await invite('sam@demo.test');
    const token = tokenFor('sam@demo.test');
    clock = new Date(START.getTime() + INVITATION_DAYS * DAY - 1000);
    expect((await show(token)).status).toBe(200);
    clock = new Date(START.getTime() + INVITATION_DAYS * DAY);
    const late = await show(token);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(INVITATION_MESSAGES.expired);
    const tooLate = await accept(token);
    expect(tooLate.status).toBe(404);
    expect(tooLate.body.message).toBe(INVITATION_MESSAGES.expired);
    expect((await signIn('sam@demo.test', 'Chosen-pass-123')).status).toBe(401);
  });

  it('refuses a link nobody was sent', async () => {
    const made = await show('A'.repeat(43));
    expect(made.status).toBe(404);
    expect(made.body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await accept('B'.repeat(43))).body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await show('too-short')).status).toBe(400);
  });

  it('sends a new link on request, which replaces the earlier one, and says so in the activity log', async () => {
    const { body: sam } = await invite('sam@demo.test');
    const first = tokenFor('sam@demo.test');
    clock = new Date(START.getTime() + DAY);
    // A day on, the owner signs in again (sessions end after the policy's idle hours).
    owner = loginAs(app, 'owner');

    const again = await reinvite(sam.id);
    expect(again.status).toBe(200);
    const emails = outbox('sam@demo.test');
    expect(emails).toHaveLength(2);
    expect(again.body).toEqual({
      email: 'sam@demo.test',
      expiresAt: new Date(clock.getTime() + INVITATION_DAYS * DAY).toISOString(),
      logId: emails[1]!.id,
    });
    const second = tokenFor('sam@demo.test');
    expect(second).not.toBe(first);
    expect((await teamMember('sam@demo.test')).invitation?.sentAt).toBe(clock.toISOString());

    const old = await show(first);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await accept(first)).status).toBe(404);
    expect((await accept(second)).status).toBe(200);

    const activity = await send(owner, 'GET', '/api/settings/activity?section=team');
    const details = (activity.body as unknown as { items: { details: string }[] }).items.map((e) => e.details);
    expect(details).toContain('Sent an invitation to choose a password to sam@demo.test');
    expect(details).toContain(
      'Added Sam Stone (sam@demo.test) as Practitioner and sent them an invitation to choose a password',
    );
  });

  it('sends Jamie, on the team without sign-in, an invitation; refuses one to who can already sign in', async () => {
    const jamie = findUserByEmail(app.deps.db, 'jamie@demo.test')!;
    expect((await reinvite(jamie.id)).status).toBe(200);
    expect((await accept(tokenFor('jamie@demo.test'))).status).toBe(200);

    const already = await reinvite(jamie.id);
    expect(already.status).toBe(409);
    expect(already.body.message).toBe(INVITATION_MESSAGES.alreadyActive);
    const practitioner = findUserByEmail(app.deps.db, DEMO_EMAILS.practitioner)!;
    expect((await reinvite(practitioner.id)).body.message).toBe(INVITATION_MESSAGES.alreadyActive);
  });

  it('stops the link working when the member is deactivated or given a password by the owner', async () => {
    const { body: sam } = await invite('sam@demo.test');
    const samLink = tokenFor('sam@demo.test');
    expect((await send(owner, 'POST', `/api/team/users/${sam.id}/deactivate`)).status).toBe(200);
    expect((await show(samLink)).body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await accept(samLink)).status).toBe(404);
    const refused = await reinvite(sam.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Sam Stone is deactivated. Reactivate them before sending an invitation.');

    const { body: kim } = await invite('kim@demo.test');
    const kimLink = tokenFor('kim@demo.test');
    const given = await send(owner, 'POST', `/api/team/users/${kim.id}/sign-in`, { password: 'Owner-chose-123' });
    expect(given.status).toBe(200);
    expect((await accept(kimLink, 'Kim-chose-1234')).body.message).toBe(INVITATION_MESSAGES.invalid);
    expect((await signIn('kim@demo.test', 'Owner-chose-123')).status).toBe(200);
  });

  it('refuses a password and an invitation together, naming both', async () => {
    const both = await send(owner, 'POST', '/api/team/users', {
      email: 'sam@demo.test',
      firstName: 'Sam',
      lastName: 'Stone',
      roleId: roles.get('practitioner'),
      password: 'Owner-chose-123',
      invite: true,
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(
      'Initial password cannot be given together with Send invitation: the invited person chooses their own',
    );
    expect(findUserByEmail(app.deps.db, 'sam@demo.test')).toBeUndefined();
    expect(outbox('sam@demo.test')).toEqual([]);
  });

  it('refuses a password the rules refuse, and keeps the link usable', async () => {
    await invite('sam@demo.test');
    const token = tokenFor('sam@demo.test');
    const short = await accept(token, 'short');
    expect(short.status).toBe(400);
    expect((await accept(token)).status).toBe(200);
  });

  describe('who may invite whom', () => {
    it('refuses a receptionist, who may not manage the team', async () => {
      const jamie = findUserByEmail(app.deps.db, 'jamie@demo.test')!;
      const byReception = await reinvite(jamie.id, loginAs(app, 'receptionist'));
      expect(byReception.status).toBe(403);
      const adding = await invite('sam@demo.test', 'practitioner', loginAs(app, 'receptionist'));
      expect(adding.status).toBe(403);
      expect(outbox('jamie@demo.test')).toEqual([]);
      expect(outbox('sam@demo.test')).toEqual([]);
    });

    it('refuses an administrator inviting an administrator, as for every team write', async () => {
      const { body: newAdmin } = await invite('new.admin@demo.test', 'admin');
      const byAdmin = await reinvite(newAdmin.id, loginAs(app, 'admin'));
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.message).toBe('You can only change the access of people whose role ranks below your own');
      expect(outbox('new.admin@demo.test')).toHaveLength(1);
      // Below their rank they may.
      const jamie = findUserByEmail(app.deps.db, 'jamie@demo.test')!;
      expect((await reinvite(jamie.id, loginAs(app, 'admin'))).status).toBe(200);
    });

    it('answers 404 for a member of another organization', async () => {
      const foreign = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!;
      const across = await reinvite(foreign.id);
      expect(across.status).toBe(404);
      expect(across.body.message).toBe('Team member not found');
      expect(outbox(DEMO_EMAILS.otherOwner)).toEqual([]);
    });
  });

  it('never puts the link’s token in an answer or the activity log, only in the email', async () => {
    const { body: sam } = await invite('sam@demo.test');
    const first = tokenFor('sam@demo.test');
    await reinvite(sam.id);
    const second = tokenFor('sam@demo.test');
    await show(second);
    await teamMember('sam@demo.test');
    await send(owner, 'GET', '/api/settings/activity');
    await accept(second);
    await send(owner, 'GET', '/api/settings/activity');

    for (const token of [first, second]) {
      for (const answer of answers) expect(answer).not.toContain(token);
      expect(JSON.stringify(app.deps.db.select().from(teamInvitations).all())).not.toContain(token);
    }
  });
});
