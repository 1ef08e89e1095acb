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

beforeEach(async () => {
  await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
});

async function land(path: string): Promise<SettingsShell> {
  await browser.page.goto(browser.url(path));
  return new SettingsShell(browser.page);
}

describe('redirect aliases', () => {
  for (const base of BASES) {
    it(`land where the specification says under ${base}`, async () => {
      for (const [alias, target, title] of ALIASES) {
        const shell = await land(`${base}/${alias}`);
        await shell.waitForHeading(title);
        expect(shell.pathname(), alias).toBe(`${base}/${target}`);
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
  it('open every menu entry at its own address in both forms', async () => {
    for (const base of BASES) {
      const shell = await land(`${base}/overview`);
      await shell.waitForHeading('Settings overview');
      for (const entry of ALL_ENTRIES.slice(1)) {
        await shell.link(entry).click();
        await shell.waitForHeading(entry);
        // The Team page lives beside settings, at /staff, in the same form.
        const home = entry === 'Team' ? base.replace(/settings$/, 'staff') : `${base}/`;
        expect(shell.pathname().startsWith(home), entry).toBe(true);
        await checkA11y(browser.page);
      }
    }
  }, 240_000);

  it('rewrite another organization’s slug to the user’s own', async () => {
    const shell = await land('/other-spa/settings/organization/locations');
    await shell.waitForHeading('Locations');
    expect(shell.pathname()).toBe('/demo-salon/settings/organization/locations');
  });
});
