import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../server/contract/auth';
import { INVITATION_MESSAGES } from '../../server/contract/invitations';
import type { NotificationLogList } from '../../server/contract/notification-logs';
import type { TeamUser } from '../../server/contract/team';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { TeamPage } from './pages/TeamPage';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const LINK = /https?:\/\/[^\s"'<>]+\/invite\/[A-Za-z0-9_-]{43}/;

/**
 * The owner adds a member with an invitation (the dialog's default); the invited person opens the
 * link from the email in a browser of their own, chooses a password and lands signed in; the same
 * link does not work twice. The demo server has no email provider connected, so the email is read
 * where the owner can read it too: the notification log keeps each message's content.
 */
describe('team invitations', () => {
  it('invites a new member, who sets their own password and lands signed in; the link then stops working', async () => {
    const stamp = Date.now();
    const email = `invitee-${stamp}@demo.test`;
    const name = 'Ivy Invitee';
    const owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
    let invitee: BrowserContext | undefined;
    let memberId: string | undefined;
    try {
      await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
      await browser.page.goto(browser.url('/demo-salon/staff'));
      await new SettingsShell(browser.page).waitForHeading('Team');
      const team = new TeamPage(browser.page);
      await team.table.waitFor();

      await team.addButton.click();
      await team.dialog.waitFor();
      await team.dialog.getByLabel('First name').fill('Ivy');
      await team.dialog.getByLabel('Last name').fill('Invitee');
      await team.dialog.getByLabel('Email', { exact: true }).fill(email);
      await team.dialog.getByLabel('Role').selectOption({ label: 'Practitioner' });
      // Inviting is the default: no password to invent.
      expect(await team.signInChoice('Send an invitation by email').isChecked()).toBe(true);
      expect(await team.dialog.getByLabel('Initial password').count()).toBe(0);
      await checkA11y(browser.page);
      await team.dialog.getByRole('button', { name: 'Add team member' }).click();
      await browser.page
        .locator('.bp6-toast')
        .filter({ hasText: `Invitation sent to ${email}` })
        .waitFor();
      await team.dialog.waitFor({ state: 'detached' });
      await team.row(name).getByText('Invited', { exact: true }).waitFor();
      await team
        .row(name)
        .getByRole('button', { name: `Resend invitation to ${name}` })
        .waitFor();
      memberId = (await owner.get<{ items: TeamUser[] }>('/api/team/users')).items.find((u) => u.email === email)?.id;

      // The email, as the notification log holds it.
      const logs = await owner.get<NotificationLogList>(`/api/notification-logs?search=${encodeURIComponent(email)}`);
      const message = logs.logs.find((log) => log.event === 'teamInvitation');
      const link = LINK.exec(message?.content ?? '')?.[0];
      expect(link, 'the invitation email holds the link').toBeDefined();

      // The invited person's own browser (a context with no cookie or storage of the owner's).
      invitee = await browser.context.browser()!.newContext({ locale: 'en-US' });
      const page = await invitee.newPage();
      await page.goto(link!);
      await page.getByRole('heading', { name: 'Join Demo Salon' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      await checkA11y(page);
      await page.getByLabel('Password', { exact: true }).fill('Ivy-chose-1234');
      await page.getByLabel('Confirm password').fill('Ivy-chose-1234');
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/demo-salon/settings/overview');
      const me = (await (
        await page.request.get(new URL('/api/auth/me', browser.baseURL).toString())
      ).json()) as MeResponse;
      expect(me.user.email).toBe(email);

      // The password works at sign-in too.
      const login = await page.request.post(new URL('/api/auth/login', browser.baseURL).toString(), {
        data: { email, password: 'Ivy-chose-1234' },
      });
      expect(login.status()).toBe(200);

      // The same link again: used up.
      await page.goto(link!);
      await page.getByText(INVITATION_MESSAGES.invalid).waitFor();
      await page.getByRole('link', { name: 'Go to sign in' }).waitFor();
      expect(await page.getByRole('button', { name: 'Set password and sign in' }).count()).toBe(0);
      await checkA11y(page);
    } finally {
      await invitee?.close();
      // Demo Salon's active-user figure stays as the demo data has it for the overview tests.
      if (memberId !== undefined) await owner.send('POST', `/api/team/users/${memberId}/deactivate`);
      await owner.close();
    }
  });
});
