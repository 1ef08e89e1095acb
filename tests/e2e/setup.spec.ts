import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationData, OrganizationRegionalSettings } from '../../server/contract/organization';
import type { UserPreferences } from '../../server/contract/preferences';
import { OverviewPage } from './pages/OverviewPage';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { ALL_ENTRIES } from './support/demo';
import { getJson } from './support/session';
import { startServer, type RunningServer } from './support/server';

// First run needs a database without any organization, so this file has its own server
// (no DEMO) next to the shared one.
const browser = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
});

afterAll(async () => {
  await server.stop();
});

describe('first-run setup', () => {
  it('creates the organization and its owner, then lands on its settings', async () => {
    const page = browser.page;
    await page.goto(new URL('/demo-salon/settings/overview', server.url).toString());
    await page.waitForURL((url) => url.pathname === '/setup');
    await page.getByRole('heading', { level: 1, name: 'Set up your organization' }).waitFor();
    await expectAccessible(page, '/setup');

    await page.getByLabel('Organization name').fill('Bella Vista Day Spa');
    expect(await page.getByLabel('Address name').inputValue()).toBe('bella-vista-day-spa');
    await page.getByLabel('First name').fill('Bea');
    await page.getByLabel('Last name').fill('Vista');
    await page.getByLabel('Email').fill('bea@bellavista.test');
    await page.getByLabel('Password').fill('bella-pass-123');

    // Where the business is: prefilled from this computer (the test browser runs en-US in New
    // York), then moved to Australia; the currency follows the country.
    expect(await page.getByLabel('Country').inputValue()).toBe('US');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('America/New_York');
    expect(await page.getByLabel('Currency').inputValue()).toBe('USD');
    // Every zone is offered, the common ones first: US Central and Mountain among them.
    const zones = await page
      .getByLabel('Time zone')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(zones.length).toBeGreaterThan(400);
    expect(zones.slice(0, 3)).toEqual(['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane']);
    expect(zones).toContain('America/Chicago');
    expect(zones).toContain('America/Denver');
    await page.getByLabel('Country').selectOption({ label: 'Australia' });
    expect(await page.getByLabel('Currency').inputValue()).toBe('AUD');
    await page.getByLabel('Time zone').selectOption('Australia/Sydney');
    await expectAccessible(page, '/setup (region)');
    await page.getByRole('button', { name: 'Create organization' }).click();

    await page.waitForURL((url) => url.pathname === '/bella-vista-day-spa/settings/overview');
    const shell = new SettingsShell(page);
    await shell.waitForHeading('Settings overview');
    expect(await shell.menuEntries()).toEqual([...ALL_ENTRIES]);
    const overview = new OverviewPage(page);
    await overview.waitForFigures();
    expect(await overview.card('Active Users')).toBe('1');
    expect(await overview.card('Plan Type')).toBe('FREE');

    // The organization is where setup said, and its owner's preferences follow it.
    const regional = await getJson<OrganizationRegionalSettings>(page, server.url, '/api/settings/organization');
    expect(regional).toMatchObject({
      timezone: 'Australia/Sydney',
      currency: 'AUD',
      locale: 'en-AU',
      dateFormat: 'DD/MM/YYYY',
    });
    const data = await getJson<OrganizationData>(page, server.url, '/api/settings/organization-data');
    expect(data.address.country).toBe('Australia');
    const preferences = await getJson<UserPreferences>(page, server.url, '/api/settings/user');
    expect(preferences).toMatchObject({ timezone: 'Australia/Sydney', currency: 'AUD' });

    // Setup happens once: the screen is gone for good.
    await page.goto(new URL('/setup', server.url).toString());
    await page.waitForURL((url) => url.pathname === '/bella-vista-day-spa/settings/overview');
  });
});
