import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../contract/common';
import { EVENTS_RAISED } from '../contract/notification-preferences';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/seed';
import { throttleLimitsOf } from '../modules/auth/throttle-service';
import { notificationPreferencesKind } from '../modules/settings/notification-preferences';
import { totpCode } from '../security/totp';
import { call, DEMO_EMAILS, loginAs } from '../testing/build-test-app';
import { ACCOUNT_ALERT_EVENTS } from './account-alerts';
import { deliverNow } from './deliver';
import { STAFF_PREFERENCE_EVENTS } from './staff-recipients';
import { engineKit, saveDocument, type EngineKit } from './test-kit';

/**
 * The Security events of Personal settings > Notifications (spec part 1 §3): a sign-in from a new
 * browser and device, a password change, sign-in locked by wrong guesses. The kit signs every demo
 * member in once (as "vitest"), so each of them has a sign-in to compare with.
 */

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
/** The kit's clock, in Demo Salon's zone (Australia/Sydney). */
const WHEN = 'Monday, March 3, 2025 at 11:00 AM';

let kit: EngineKit;
afterEach(() => kit?.app.close());

function signIn(options: { ua?: string; ip?: string; email?: string; password?: string; code?: string } = {}) {
  const { ua = CHROME_WINDOWS, ip = '203.0.113.7', email = DEMO_EMAILS.owner, password = DEMO_PASSWORD } = options;
  return call<ErrorBody>(kit.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(options.code ? { code: options.code } : {}) },
    headers: { 'user-agent': ua },
    remoteAddress: ip,
  });
}

const alerts = (event: string) => kit.rows('event = ?', event);
const ownerPreferences = (patch: Record<string, boolean>) =>
  saveDocument(kit, notificationPreferencesKind, patch, kit.userIds.owner);

describe('login alert', () => {
  it('emails the member when their account is signed in to from a browser and device it had not used', async () => {
    kit = await engineKit();
    expect((await signIn()).status).toBe(200);
    const [alert] = alerts('loginAlert');
    expect(alert).toMatchObject({
      channel: 'email',
      recipient: DEMO_EMAILS.owner,
      recipientKind: 'staff',
      userId: kit.userIds.owner,
      subject: 'New sign-in to your Demo Salon account',
      templateSubtype: 'login_alert',
      status: 'pending',
    });
    expect(alert!.content).toContain('Device: Chrome on Windows\nAddress: 203.0.113.7\nWhen: ' + WHEN);

    await deliverNow(kit.app.deps, kit.organizationId, alert!.id);
    expect(kit.row(alert!.id).status).toBe('sent');
    expect(kit.senders.emails.accepted[0]).toMatchObject({
      to: DEMO_EMAILS.owner,
      subject: 'New sign-in to your Demo Salon account',
    });

    // The same browser and device again, from elsewhere: known, nothing new. Another device: told.
    expect((await signIn({ ip: '198.51.100.20' })).status).toBe(200);
    expect(alerts('loginAlert')).toHaveLength(1);
    expect((await signIn({ ua: SAFARI_IPHONE })).status).toBe(200);
    expect(alerts('loginAlert').map((row) => row.content.includes('Safari on iPhone'))).toEqual([false, true]);
  });

  it('says nothing on an account’s first sign-in, or when the sign-in is refused', async () => {
    kit = await engineKit();
    kit.app.deps.database.sqlite.prepare('delete from sessions where user_id = ?').run(kit.userIds.owner);
    expect((await signIn({ password: 'not the password' })).status).toBe(401);
    expect((await signIn()).status).toBe(200);
    expect(alerts('loginAlert')).toEqual([]);
  });

  it('follows the member’s own choices: the event off, the Security category off, or SMS instead of email', async () => {
    kit = await engineKit();
    ownerPreferences({ loginAlertEnabled: false });
    expect((await signIn({ ua: SAFARI_IPHONE })).status).toBe(200);
    ownerPreferences({ loginAlertEnabled: true, securityEnabled: false });
    expect((await signIn({ ua: FIREFOX_MAC })).status).toBe(200);
    expect(alerts('loginAlert')).toEqual([]);

    ownerPreferences({ securityEnabled: true, loginAlertEmail: false, loginAlertSms: true });
    kit.app.deps.db.update(users).set({ phone: '+61 412 345 678' }).where(eq(users.id, kit.userIds.owner)).run();
    expect((await signIn()).status).toBe(200);
    const [sms] = alerts('loginAlert');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+61412345678', templateSubtype: 'login_alert' });
    expect(sms!.content).toBe(
      `Demo Salon: new sign-in to your account from Chrome on Windows (203.0.113.7) at ${WHEN}. Not you? Change your password.`,
    );
    expect(alerts('loginAlert')).toHaveLength(1);
  });
});

describe('unusual activity', () => {
  it('tells the member once when wrong passwords lock sign-in, and no one for an unknown address', async () => {
    kit = await engineKit();
    const { maxAttempts, lockMs } = throttleLimitsOf(kit.app.deps.db, kit.organizationId);
    for (let i = 0; i < maxAttempts; i += 1) {
      expect((await signIn({ password: `wrong ${i}`, ip: '192.0.2.44' })).status).toBe(401);
    }
    expect((await signIn({ ip: '192.0.2.44' })).body.code).toBe('ACCOUNT_LOCKED');
    const [alert] = alerts('unusualActivity');
    expect(alert).toMatchObject({
      channel: 'email',
      recipient: DEMO_EMAILS.owner,
      subject: 'Unusual activity on your Demo Salon account',
    });
    expect(alert!.content).toContain(
      `Sign-in to your account was locked for ${lockMs / 60_000} minutes after ${maxAttempts} wrong passwords in a row.`,
    );
    expect(alert!.content).toContain('Last attempt from: 192.0.2.44');
    expect(alerts('unusualActivity')).toHaveLength(1);

    for (let i = 0; i < maxAttempts; i += 1) await signIn({ email: 'nobody@demo.test', password: `wrong ${i}` });
    expect(alerts('unusualActivity')).toHaveLength(1);
  });

  it('says that whoever guessed two-factor codes knew the password', async () => {
    kit = await engineKit();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    kit.app.deps.db
      .update(users)
      .set({ twoFactorEnabled: true, totpSecret: kit.app.deps.secrets.encrypt(secret) })
      .where(eq(users.id, kit.userIds.owner))
      .run();
    const right = await totpCode(secret, Math.floor(kit.now().getTime() / 1000));
    const wrong = right === '000000' ? '111111' : '000000';
    const { maxAttempts } = throttleLimitsOf(kit.app.deps.db, kit.organizationId);
    for (let i = 0; i < maxAttempts; i += 1) expect((await signIn({ code: wrong })).status).toBe(401);
    const [alert] = alerts('unusualActivity');
    expect(alert!.content).toContain(
      `after ${maxAttempts} wrong two-factor codes in a row. Whoever tried knew your password.`,
    );
    // Sign-in is locked, so no login alert either.
    expect(alerts('loginAlert')).toEqual([]);
  });
});

describe('password change', () => {
  it('emails the member with the change, and nothing when the change is refused', async () => {
    kit = await engineKit();
    const session = loginAs(kit.app, 'owner');
    const change = (currentPassword: string) =>
      call<ErrorBody>(kit.app, {
        method: 'POST',
        url: '/api/users/change-password',
        headers: session.headers,
        payload: { currentPassword, newPassword: 'Tulip-Harbour-2025!' },
      });
    expect((await change('not my password')).status).toBe(400);
    expect(alerts('passwordChange')).toEqual([]);

    expect((await change(DEMO_PASSWORD)).status).toBe(200);
    const [alert] = alerts('passwordChange');
    expect(alert).toMatchObject({
      channel: 'email',
      recipient: DEMO_EMAILS.owner,
      subject: 'Your Demo Salon password was changed',
      templateSubtype: 'password_changed',
    });
    expect(alert!.content).toContain(`The password of your account was changed on ${WHEN}.`);
  });
});

it('lists as raised exactly the personal events something sends (the screen marks the others)', () => {
  expect(new Set(EVENTS_RAISED)).toEqual(new Set([...STAFF_PREFERENCE_EVENTS, ...ACCOUNT_ALERT_EVENTS]));
});
