import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OverviewPage } from './pages/OverviewPage';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { ALL_ENTRIES } from './support/demo';
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
    await page.getByRole('button', { name: 'Create organization' }).click();

    await page.waitForURL((url) => url.pathname === '/bella-vista-day-spa/settings/overview');
    const shell = new SettingsShell(page);
    await shell.waitForHeading('Settings overview');
    expect(await shell.menuEntries()).toEqual([...ALL_ENTRIES]);
    const overview = new OverviewPage(page);
    await overview.waitForFigures();
    expect(await overview.card('Active Users')).toBe('1');
    expect(await overview.card('Plan Type')).toBe('FREE');

    // Setup happens once: the screen is gone for good.
    await page.goto(new URL('/setup', server.url).toString());
    await page.waitForURL((url) => url.pathname === '/bella-vista-day-spa/settings/overview');
  });
});
