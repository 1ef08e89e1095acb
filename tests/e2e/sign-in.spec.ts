import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../server/contract/auth';
import { visibleSections } from '../../src-renderer/src/app/sections/settings-sections';
import { en } from '../../src-renderer/src/i18n/en';
import { SettingsShell } from './pages/SettingsShell';
import { SignInPage } from './pages/SignInPage';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import {
  ALL_ENTRIES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  entriesWithout,
  GATED_ENTRIES,
  HIDDEN_FROM_MANAGER,
  type DemoAccount,
} from './support/demo';
import { getJson } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const EXPECTED_MENUS: [keyof typeof DEMO_ACCOUNTS, readonly string[]][] = [
  ['owner', ALL_ENTRIES],
  ['admin', ALL_ENTRIES],
  ['manager', entriesWithout(HIDDEN_FROM_MANAGER)],
  ['practitioner', entriesWithout(GATED_ENTRIES)],
  ['receptionist', entriesWithout(GATED_ENTRIES)],
  ['otherOwner', ALL_ENTRIES],
  ['platform', ALL_ENTRIES],
];

async function signInWithForm(account: DemoAccount): Promise<SettingsShell> {
  const signIn = new SignInPage(browser.page, browser.baseURL);
  await signIn.goto();
  await checkA11y(browser.page);
  await signIn.signIn(account.email, DEMO_PASSWORD);
  await signIn.waitForLanding(account.organizationSlug);
  const shell = new SettingsShell(browser.page);
  await shell.waitForHeading('Settings overview');
  return shell;
}

describe('sign-in', () => {
  it('sends a visitor to the sign-in form', async () => {
    await browser.page.goto(browser.url('/demo-salon/settings/organization/general'));
    await browser.page.waitForURL((url) => url.pathname === '/login');
    await new SignInPage(browser.page, browser.baseURL).email.waitFor();
  });

  it('says "Invalid email or password" for a wrong password or an unknown address', async () => {
    const signIn = new SignInPage(browser.page, browser.baseURL);
    await signIn.goto();
    await signIn.signIn(DEMO_ACCOUNTS.receptionist.email, 'not-the-password');
    await expect.poll(() => signIn.error.innerText()).toContain('Invalid email or password');
    await checkA11y(browser.page);

    await signIn.signIn('nobody@demo.test', DEMO_PASSWORD);
    await expect.poll(() => signIn.error.innerText()).toContain('Invalid email or password');
    expect(new URL(browser.page.url()).pathname).toBe('/login');
  });

  for (const [key, expected] of EXPECTED_MENUS) {
    const account = DEMO_ACCOUNTS[key];
    it(`signs in ${account.email} and shows exactly the sections the role allows`, async () => {
      const shell = await signInWithForm(account);
      await checkA11y(browser.page);

      const entries = await shell.menuEntries();
      expect(entries).toEqual(expected);

      // The same answer from the shared rules module (through the sections' own permissions), fed
      // the server's own view of the user.
      const me = await getJson<MeResponse>(browser.page, browser.baseURL, '/api/auth/me');
      const byRules = visibleSections(me.user).map((section) => en[section.titleId]);
      expect(entries).toEqual(byRules);
      expect(me.organization.slug).toBe(account.organizationSlug);

      await expect.poll(() => shell.userMenuButton.innerText()).toContain(account.name);
      expect(await shell.userMenuButton.innerText()).toContain(account.roleDisplayName);
    });
  }

  it('marks Theme Customization NEW without changing its name', async () => {
    const shell = await signInWithForm(DEMO_ACCOUNTS.practitioner);
    const link = shell.link('Theme Customization');
    expect(await link.innerText()).toContain('NEW');
    expect(await link.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('signs out back to the sign-in form, and the session no longer opens settings', async () => {
    const shell = await signInWithForm(DEMO_ACCOUNTS.manager);
    await shell.userMenuButton.click();
    const menu = browser.page.getByRole('menu');
    await menu.waitFor();
    await checkA11y(browser.page);
    await browser.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await browser.page.waitForURL((url) => url.pathname === '/login');

    await browser.page.goto(browser.url('/demo-salon/settings/overview'));
    await browser.page.waitForURL((url) => url.pathname === '/login');
    const me = await browser.page.request.get(browser.url('/api/auth/me'));
    expect(me.status()).toBe(401);
  });

  it('returns to sign-in when the session ends elsewhere', async () => {
    const shell = await signInWithForm(DEMO_ACCOUNTS.admin);
    // Another tab or PC signs this session out; the next call this window makes gets a 401.
    const logout = await browser.write('post', '/api/auth/logout');
    expect(logout.status()).toBe(204);
    // Roles & Permissions loads the organization's roles as it opens: that call gets the 401.
    await shell.link('Roles & Permissions').click();
    await browser.page.waitForURL((url) => url.pathname === '/login');
    await new SignInPage(browser.page, browser.baseURL).notice.waitFor();
  });

  it('opens the landing page of the signed-in user at the root address', async () => {
    await signInWithForm(DEMO_ACCOUNTS.otherOwner);
    await browser.page.goto(browser.url('/'));
    await browser.page.waitForURL((url) => url.pathname === '/other-spa/settings/overview');
  });
});
