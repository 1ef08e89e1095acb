import { beforeEach, describe, expect, it } from 'vitest';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { ALL_ENTRIES, DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

/** Part 1 §2, "Redirect aliases": alias → where it lands (relative to the settings base) and its title. */
const ALIASES: [string, string, string][] = [
  ['profile', 'personal/profile', 'Profile'],
  ['security', 'personal/security', 'Security'],
  ['preferences', 'personal/preferences', 'Preferences'],
  ['notifications', 'personal/notifications', 'Notifications'],
  ['privacy', 'personal/privacy', 'Privacy Settings'],
  ['general', 'organization/general', 'General Settings'],
  ['business-hours', 'organization/general', 'General Settings'],
  ['features', 'organization/general', 'General Settings'],
  ['appointments', 'organization/services', 'Services'],
  ['tax', 'organization/tax', 'Tax Configuration'],
  ['branding', 'organization/branding', 'Branding & Communication'],
  ['integrations', 'organization/integrations', 'Integrations'],
  ['billing', 'organization/financial', 'Financial & Payments'],
  ['billing/invoices', 'organization/financial', 'Financial & Payments'],
  ['billing/usage/detailed', 'organization/financial', 'Financial & Payments'],
  ['workspace-security', 'organization/security', 'Security & Compliance'],
];

const BASES = ['/settings', '/demo-salon/settings'] as const;
/**
 * Both forms share one route table, and an alias keeps whichever form it was given: every alias is
 * followed in the plain form, and in the slug form one of each kind (a page, a billing wildcard).
 */
const ALIASES_OF: Record<(typeof BASES)[number], [string, string, string][]> = {
  '/settings': ALIASES,
  '/demo-salon/settings': ALIASES.filter(([alias]) =>
    ['profile', 'workspace-security', 'billing/usage/detailed'].includes(alias),
  ),
};

beforeEach(async () => {
  await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
});

async function land(path: string): Promise<SettingsShell> {
  await browser.page.goto(browser.url(path));
  return new SettingsShell(browser.page);
}

/**
 * Opens an address inside the loaded app, as its router sees a back or forward step: the same
 * route table as a typed address, without loading and signing in the whole app again (a full
 * load costs about a second and a half on a two-core machine).
 */
async function follow(path: string): Promise<SettingsShell> {
  await browser.page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return new SettingsShell(browser.page);
}

describe('redirect aliases', () => {
  for (const base of BASES) {
    it(`land where the specification says under ${base}`, async () => {
      // The first typed into the address bar, the rest followed inside the app it loaded.
      for (const [index, [alias, target, title]] of ALIASES_OF[base].entries()) {
        const shell = await (index === 0 ? land : follow)(`${base}/${alias}`);
        // The address first: after an alias of the same page, the heading is already there.
        await expect.poll(() => shell.pathname(), { message: alias }).toBe(`${base}/${target}`);
        await shell.waitForHeading(title);
        await checkA11y(browser.page);
      }
    }, 180_000);

    it(`send members to the Team page from ${base}`, async () => {
      const shell = await land(`${base}/members`);
      await shell.waitForHeading('Team');
      expect(shell.pathname()).toBe(base === '/settings' ? '/staff' : '/demo-salon/staff');
      await checkA11y(browser.page);
    });

    it(`send the bare ${base} to the overview`, async () => {
      for (const path of [base, `${base}/`]) {
        const shell = await land(path);
        await shell.waitForHeading('Settings overview');
        expect(shell.pathname()).toBe(`${base}/overview`);
      }
    });
  }

  it('keep the query string', async () => {
    const shell = await land('/demo-salon/settings/billing/invoices?tab=invoicing');
    await shell.waitForHeading('Financial & Payments');
    expect(new URL(browser.page.url()).search).toBe('?tab=invoicing');
  });
});

describe('routes', () => {
  it('open every menu entry at its own address, and link each in the form the user is in', async () => {
    // Both forms share one route table, so every page is opened in the slug form; the plain form
    // is shown to link every entry in its own form, and the Team page (a route of its own) opens.
    const plain = await land('/settings/overview');
    await plain.waitForHeading('Settings overview');
    for (const entry of ALL_ENTRIES.slice(1)) {
      const href = await plain.link(entry).getAttribute('href');
      expect(href, entry).toMatch(entry === 'Team' ? /^\/staff$/ : /^\/settings\/[a-z]/);
    }
    await plain.openFromMenu('Team');
    expect(plain.pathname()).toBe('/staff');

    const shell = await land('/demo-salon/settings/overview');
    await shell.waitForHeading('Settings overview');
    for (const entry of ALL_ENTRIES.slice(1)) {
      await shell.link(entry).click();
      await shell.waitForHeading(entry);
      const home = entry === 'Team' ? '/demo-salon/staff' : '/demo-salon/settings/';
      expect(shell.pathname().startsWith(home), entry).toBe(true);
      await checkA11y(browser.page);
    }
  }, 240_000);

  it('rewrite another organization’s slug to the user’s own', async () => {
    const shell = await land('/other-spa/settings/organization/locations');
    await shell.waitForHeading('Locations');
    expect(shell.pathname()).toBe('/demo-salon/settings/organization/locations');
  });
});
