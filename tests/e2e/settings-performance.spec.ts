import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PerformanceResponse } from '../../server/contract/performance';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

/** The monitor's cards and the checker's clocks, read by their visible names. */
class PerformanceMonitor {
  constructor(readonly page: Page) {}

  card(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  clock(label: string) {
    return this.page.getByRole('group', { name: label });
  }
}

async function openMonitor(email: string): Promise<PerformanceMonitor> {
  await signInByApi(browser.page, browser.baseURL, email);
  await browser.page.goto(browser.url('/demo-salon/settings/performance'));
  await new SettingsShell(browser.page).waitForHeading('Performance Monitor');
  return new PerformanceMonitor(browser.page);
}

describe('performance monitor', () => {
  it('shows the server’s real figures to the owner', async () => {
    const monitor = await openMonitor(DEMO_ACCOUNTS.owner.email);
    await monitor.card('API Response Times').waitFor();
    await checkA11y(browser.page);

    const figures = () => getJson<PerformanceResponse>(browser.page, browser.baseURL, '/api/system/performance');
    // The page's own read was timed, by route pattern: in the figures a second later at most (the
    // answer a reader gets is kept for a second).
    await expect
      .poll(async () => (await figures()).responseTimes.routes.map((row) => row.route))
      .toContain('GET /api/system/performance');
    const api = await figures();
    expect(api.database.quickCheck.ok).toBe(true);
    expect(api.storage.organization.name).toBe('Demo Salon');
    expect(api.storage.others).toBeNull();

    // The card shows what the server had timed when the page read it: the sign-in and the session
    // read before it. The slowest ten come first; on a server other files have used, the rest are
    // behind "Show all".
    const times = monitor.card('API Response Times');
    const showAll = times.getByRole('button', { name: /^Show all \d+ routes$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    expect(await times.innerText()).toContain('GET /api/auth/me');
    expect(await monitor.card('Database Health').innerText()).toContain('OK');
    expect(await monitor.card('Storage Diagnostics').innerText()).toContain('Demo Salon');
    expect(await monitor.card('Memory Usage').innerText()).toContain('Node.js');
    await monitor.card('Error Logs').waitFor();
    await monitor.card('Notification Queue').waitFor();
  });

  it('opens the Timezone Checker from its tile, with every clock side by side', async () => {
    const monitor = await openMonitor(DEMO_ACCOUNTS.owner.email);
    await browser.page.getByRole('link', { name: /Timezone Checker/ }).click();
    await new SettingsShell(browser.page).waitForHeading('Timezone Checker');
    expect(new URL(browser.page.url()).pathname).toBe('/demo-salon/timezone-checker');
    // Demo Salon keeps Australia/Sydney; its two locations follow it.
    expect(await monitor.clock('Organization').innerText()).toContain('Australia/Sydney');
    expect(await monitor.clock('You').innerText()).toContain('Follows the organization');
    await monitor.clock('This computer').waitFor();
    expect(await browser.page.getByRole('group', { name: /^Location: / }).count()).toBe(2);
    await checkA11y(browser.page);

    await browser.page.getByRole('link', { name: 'Back to settings' }).click();
    await new SettingsShell(browser.page).waitForHeading('Performance Monitor');
  });

  it('keeps the figures from a receptionist, not the diagnostic tools', async () => {
    await openMonitor(DEMO_ACCOUNTS.receptionist.email);
    await browser.page.getByText('Figures for administrators').waitFor();
    expect(await browser.page.getByRole('region', { name: 'API Response Times' }).count()).toBe(0);
    await browser.page.getByRole('link', { name: /Timezone Checker/ }).waitFor();
  });
});
