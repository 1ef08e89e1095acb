import { describe, expect, it } from 'vitest';
import type { OverviewResponse } from '../../server/contract/overview';
import { formatBytes } from '../../src-renderer/src/i18n/bytes';
import { OverviewPage } from './pages/OverviewPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

/** Opens the overview and returns the figures the page itself received. */
async function openOverview(email: string): Promise<{ overview: OverviewPage; shown: OverviewResponse }> {
  await signInByApi(browser.page, browser.baseURL, email);
  const answer = browser.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/settings/overview',
  );
  await browser.page.goto(browser.url('/demo-salon/settings/overview'));
  const shown = (await (await answer).json()) as OverviewResponse;
  const overview = new OverviewPage(browser.page);
  await new SettingsShell(browser.page).waitForHeading('Settings overview');
  await overview.waitForFigures();
  return { overview, shown };
}

describe('settings overview', () => {
  it('shows the real figures of Demo Salon', async () => {
    const { overview, shown } = await openOverview(DEMO_ACCOUNTS.owner.email);
    await checkA11y(browser.page);

    // Independently of the page: the API answers the demo data's truth (seven people work at Demo
    // Salon, it has no subscription, and the demo seeded settings changes).
    const api = await getJson<OverviewResponse>(browser.page, browser.baseURL, '/api/settings/overview');
    // Six who sign in and a junior stylist who does not.
    expect(api.activeUsers).toBe(7);
    // The demo data puts Demo Salon on a LUXE trial (server/demo/seed.ts).
    expect(api.planType).toBe('LUXE');
    expect(api.recentChanges.length).toBeGreaterThanOrEqual(4);
    expect(api.storageUsedBytes).toBeGreaterThan(0);
    expect(api.apiCallsThisMonth).toBeGreaterThan(0);

    expect(await overview.card('Active Users')).toBe('7');
    expect(await overview.card('Plan Type')).toBe('LUXE');
    expect(await overview.systemFigure('Plan')).toBe('LUXE');
    expect(await overview.systemFigure('Active users')).toBe('7');
    expect(await overview.systemFigure('Storage used')).toBe(formatBytes(shown.storageUsedBytes, 'en'));
    expect(await overview.systemFigure('Storage used')).toMatch(/^[\d,]+(\.\d)? (B|KB|MB|GB|TB)$/);
    expect(await overview.systemFigure('API calls this month')).toBe(shown.apiCallsThisMonth.toLocaleString('en-US'));
    expect(api.apiCallsThisMonth).toBeGreaterThanOrEqual(shown.apiCallsThisMonth);
  });

  it('dates Last Updated from the last settings change, in the user’s zone and format', async () => {
    const { overview, shown } = await openOverview(DEMO_ACCOUNTS.owner.email);
    expect(shown.lastUpdated).not.toBeNull();
    const expected = new Date(shown.lastUpdated ?? '');
    // The demo user follows Demo Salon's regional settings: Australia/Sydney, DD/MM/YYYY, 12h.
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(expected);
    const time = new Intl.DateTimeFormat('en', {
      timeZone: 'Australia/Sydney',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(expected);
    expect(await overview.card('Last Updated')).toBe(`${parts} ${time}`);
  });

  it('lists the recent changes with relative times', async () => {
    const { overview, shown } = await openOverview(DEMO_ACCOUNTS.owner.email);
    const changes = await overview.changes();
    expect(changes.map((change) => change.details)).toEqual(shown.recentChanges.map((change) => change.details));
    expect(changes.length).toBeGreaterThan(0);

    // Written out again here rather than imported, so the page is checked against the
    // specification's steps and not against its own helper.
    const label = (elapsedMs: number): string => {
      const minutes = Math.floor(elapsedMs / 60_000);
      const hours = Math.floor(minutes / 60);
      const days = Math.floor(hours / 24);
      const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
      if (minutes < 1) return 'Just now';
      if (hours < 1) return plural(minutes, 'minute');
      if (days < 1) return plural(hours, 'hour');
      if (days < 7) return plural(days, 'day');
      return 'date';
    };
    const now = Date.now();
    changes.forEach((change, index) => {
      const createdAt = Date.parse(shown.recentChanges[index]?.createdAt ?? '');
      // The page drew its times a moment before this line ran.
      const expected = [label(now - createdAt), label(now - 15_000 - createdAt)];
      if (expected.includes('date')) expect(change.when).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      else expect(expected, change.details).toContain(change.when);
    });
  });

  it('shows a change made a moment ago as "Just now"', async () => {
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.manager.email);
    const saved = await browser.write('post', '/api/settings/user', { timeFormat: '12h' });
    expect(saved.ok()).toBe(true);
    const { overview, shown } = await openOverview(DEMO_ACCOUNTS.manager.email);
    expect(shown.recentChanges[0]?.details).toBe('Updated personal preferences');
    const [latest] = await overview.changes();
    // The section by its name, as Settings Activity says it, not its identifier.
    expect(latest).toEqual({
      details: 'Updated personal preferences',
      by: `${DEMO_ACCOUNTS.manager.name} · Personal`,
      when: 'Just now',
    });
  });

  it('offers business hours and tax quick actions to admins only', async () => {
    const all = [
      'Update Profile',
      'Security Checkup',
      'Notification Preferences',
      'Business Hours',
      'Tax Configuration',
    ];
    const { overview } = await openOverview(DEMO_ACCOUNTS.admin.email);
    expect(await overview.quickActionTitles()).toEqual(all);

    await browser.context.clearCookies();
    const asManager = await openOverview(DEMO_ACCOUNTS.manager.email);
    expect(await asManager.overview.quickActionTitles()).toEqual(all.slice(0, 3));
  });

  it('quick actions lead where the specification says', async () => {
    const { overview } = await openOverview(DEMO_ACCOUNTS.owner.email);
    const shell = new SettingsShell(browser.page);
    const targets: [string, string, string][] = [
      ['Update Profile', '/demo-salon/settings/personal/profile', 'Profile'],
      ['Security Checkup', '/demo-salon/settings/personal/security', 'Security'],
      ['Notification Preferences', '/demo-salon/settings/personal/notifications', 'Notifications'],
      ['Business Hours', '/demo-salon/settings/organization/services', 'Services'],
      ['Tax Configuration', '/demo-salon/settings/organization/financial', 'Financial & Payments'],
    ];
    for (const [action, path, heading] of targets) {
      await overview.quickActions.getByRole('link', { name: new RegExp(`^${action}`) }).click();
      await shell.waitForHeading(heading);
      expect(shell.pathname()).toBe(path);
      await browser.page.goBack();
      await overview.waitForFigures();
    }
  });
});
