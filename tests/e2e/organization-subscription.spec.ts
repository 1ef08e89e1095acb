import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMIT_NAMES,
  USAGE_RESOURCES,
  type Overages,
  type Subscription,
  type UsageDetail,
  type UsageResource,
} from '../../server/contract/billing';
import { formatCurrency } from '../../server/contract/currency';
import type { TeamUser } from '../../server/contract/team';
import { formatBytes } from '../../src-renderer/src/i18n/bytes';
import { ApiSession } from './pages/OrganizationApi';
import { OrganizationSubscriptionPage } from './pages/OrganizationSubscriptionPage';
import { SettingsShell } from './pages/SettingsShell';
import { TeamPage } from './pages/TeamPage';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const NAMES: Record<UsageResource, string> = {
  staff: 'Staff',
  locations: 'Locations',
  clients: 'Clients',
  appointments: 'Appointments',
  emails: 'Emails',
  sms: 'SMS',
  push: 'Push notifications',
  storage: 'Storage',
};
const MONTHLY: readonly UsageResource[] = ['appointments', 'emails', 'sms', 'push'];

/**
 * A period (end exclusive, ISO days) as the owner reads it: the first and last days in Demo
 * Salon's DD/MM/YYYY, not the API's "2026-11-25 to 2026-12-24".
 */
function periodAsShown({ start, end }: { start: string; end: string }): string {
  const day = (iso: string) => iso.split('-').reverse().join('/');
  const lastDay = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return `${day(start)} – ${day(lastDay)}`;
}

// Written out here rather than imported from the page, so the page is checked against the rules of
// part 1 §9 (storage at base 1024 against a limit in GB, -1 unlimited, percentages as the API has them).
function expectedFigures(usage: UsageDetail, resource: UsageResource): { figures: string; foot: string } {
  const used = usage.usage[resource];
  const limit = usage.limits[LIMIT_NAMES[resource]];
  const usedText = resource === 'storage' ? formatBytes(used, 'en') : used.toLocaleString('en-US');
  const limitText = resource === 'storage' ? `${limit} GB` : limit.toLocaleString('en-US');
  const percent = `${usage.percentages[resource].toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  const monthly = MONTHLY.includes(resource) ? ' · This billing period' : '';
  const status =
    limit === -1
      ? ''
      : usage.percentages[resource] > 100
        ? ' Limit exceeded'
        : usage.percentages[resource] >= 90
          ? ' High usage'
          : usage.percentages[resource] >= 75
            ? ' Approaching limit'
            : '';
  return {
    figures: limit === -1 ? usedText : `${usedText} of ${limitText}`,
    foot: `${limit === -1 ? 'Unlimited' : percent}${monthly}${status}`,
  };
}

/**
 * The usage answer the page shows: the last one it received. The figures are compared with it, not
 * with a second request: storage is the database's size, which every request's bookkeeping moves
 * (2.8 MB on the page, 2.9 MB a second later).
 */
let usageShown: () => Promise<UsageDetail> = () => Promise.reject(new Error('No subscription page opened'));

async function openSubscription(email: string, slug = 'demo-salon'): Promise<OrganizationSubscriptionPage> {
  await browser.context.clearCookies();
  await signInByApi(browser.page, browser.baseURL, email);
  let latest: Promise<UsageDetail> | undefined;
  browser.page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'GET' && new URL(response.url()).pathname === '/api/billing/usage/detailed') {
      if (response.ok()) latest = response.json() as Promise<UsageDetail>;
    }
  });
  usageShown = () => latest ?? Promise.reject(new Error('The page has not loaded its usage'));
  await browser.page.goto(browser.url(`/${slug}/settings/organization/subscription`));
  await new SettingsShell(browser.page).waitForHeading('Subscription & Billing');
  const page = new OrganizationSubscriptionPage(browser.page);
  await page.waitForFigures();
  return page;
}

async function expectUsageAsApi(page: OrganizationSubscriptionPage, usage: UsageDetail): Promise<void> {
  for (const resource of USAGE_RESOURCES) {
    const expected = expectedFigures(usage, resource);
    expect(await page.figures(NAMES[resource]), resource).toBe(expected.figures);
    expect(await page.foot(NAMES[resource]), resource).toBe(expected.foot);
    const limit = usage.limits[LIMIT_NAMES[resource]];
    if (limit === -1) {
      // Nothing to fill without a limit: no bar at all.
      expect(await page.bar(NAMES[resource]).count(), resource).toBe(0);
    } else {
      const bar = Math.round(Math.min(usage.percentages[resource], 100));
      expect(await page.bar(NAMES[resource]).getAttribute('aria-valuenow'), resource).toBe(String(bar));
    }
  }
}

let platform: ApiSession;

beforeAll(async () => {
  platform = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.platform.email);
});

afterAll(async () => {
  await platform?.close();
});

describe('subscription and billing', () => {
  it('shows Demo Salon’s trial and the usage the API counts, resource by resource', async () => {
    const page = await openSubscription(DEMO_ACCOUNTS.owner.email);
    await checkA11y(browser.page);
    const subscription = await getJson<Subscription>(browser.page, browser.baseURL, '/api/billing/subscription');
    const usage = await usageShown();
    const overages = await getJson<Overages>(browser.page, browser.baseURL, '/api/billing/overages');

    // The demo puts Demo Salon on a LUXE trial with days to go.
    expect(subscription).toMatchObject({ plan: 'LUXE', isOnTrial: true, trialDays: 14 });
    const days = subscription.daysRemaining ?? 0;
    const plan = await page.plan.innerText();
    expect(plan).toContain('Luxe plan');
    expect(plan).toContain('Trial');
    expect(plan).toContain(`${days} days left of your 14-day trial`);
    expect(await page.plan.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.round((days / 14) * 100)),
    );
    expect(await page.fact('Billing period').innerText()).toBe(periodAsShown(subscription.billingPeriod));
    expect(await page.plan.getByText('Your trial ends soon').count()).toBe(days <= 3 ? 1 : 0);
    expect(await page.fact('Next billing date').count()).toBe(0);

    await expectUsageAsApi(page, usage);
    expect(await page.usage.innerText()).toContain(
      `Counted from your data for the billing period ${periodAsShown(usage.billingPeriod)}.`,
    );
    // Seven people work at Demo Salon (six sign in, a junior stylist does not); LUXE allows 15.
    expect(await page.figures('Staff')).toBe('7 of 15');

    expect(await page.overages.getByRole('row').count()).toBe(overages.byPeriod.length + 1);
    for (const period of overages.byPeriod) {
      await page.overages.getByRole('rowheader', { name: periodAsShown(period), exact: true }).waitFor();
    }
    // Only a platform admin changes plans; nothing is near a limit, so no upgrade prompt either.
    expect(await page.changePlan.count()).toBe(0);
    expect(await page.upgrade('Premier').count()).toBe(0);
    expect((await page.plans.getByRole('columnheader').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Included',
      'Free',
      'Studio',
      'Luxe Current plan',
      'Premier',
    ]);
  });

  it('warns when 3 days or fewer of the trial are left', async () => {
    // The server cannot be made to age a trial; the answer is altered on its way to the page.
    const shorten = async (route: Route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Subscription;
      await route.fulfill({ response: answer, json: { ...body, daysRemaining: 2 } });
    };
    await browser.page.route('**/api/billing/subscription', shorten);
    const page = await openSubscription(DEMO_ACCOUNTS.owner.email);
    await page.plan.getByText('Your trial ends soon').waitFor();
    expect(await page.plan.innerText()).toContain('Your Luxe trial ends in 2 days.');
    const bar = page.plan.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.round((2 / 14) * 100)));
    expect(await bar.getAttribute('class')).toContain('bp6-intent-warning');
  });

  it('lets a platform admin move the organization to a paid plan, with its billing date and amount', async () => {
    const page = await openSubscription(DEMO_ACCOUNTS.platform.email);
    try {
      await page.changePlan.waitFor();
      await page.changePlan.getByLabel('New plan').selectOption({ label: 'Premier · USD 199 per month' });
      await page.changePlan.getByRole('button', { name: 'Change plan' }).click();
      const confirm = browser.page.getByRole('alertdialog');
      await confirm.getByText('Move Demo Salon to the Premier plan?').waitFor();
      await checkA11y(browser.page);
      await confirm.getByRole('button', { name: 'Change plan' }).click();
      await browser.page.locator('.bp6-toast').filter({ hasText: 'Plan changed' }).waitFor();

      await expect.poll(() => page.plan.innerText()).toContain('Premier plan');
      const subscription = await getJson<Subscription>(browser.page, browser.baseURL, '/api/billing/subscription');
      expect(subscription).toMatchObject({ plan: 'PREMIER', status: 'active', isOnTrial: false, amount: 199 });
      const [year, month, day] = (subscription.nextBillingDate ?? '').split('-');
      // The platform admin follows Demo Salon's regional settings: DD/MM/YYYY.
      expect(await page.fact('Next billing date').innerText()).toBe(`${day}/${month}/${year}`);
      // Demo Salon formats money in its own locale (en-AU), where US dollars are written USD.
      expect(await page.fact('Amount').innerText()).toBe(
        `${formatCurrency(199, { currency: 'USD', locale: 'en-AU' })} per month`,
      );
      expect(await page.plan.getByRole('progressbar').count()).toBe(0);

      // PREMIER has no staff limit: the bar says so.
      await expect.poll(() => page.figures('Staff')).toBe('7');
      expect(await page.foot('Staff')).toBe('Unlimited');
      await expectUsageAsApi(page, await usageShown());
    } finally {
      // Back on the LUXE trial the demo starts with (the overview shows the plan).
      await platform.send('PUT', '/api/billing/subscription/plan', { plan: 'LUXE', trial: true });
    }
  });

  it('stops Other Spa at its FREE staff limit with the plan’s message, then shows the alert and the upgrade', async () => {
    const other = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
    const added: string[] = [];
    try {
      await browser.context.clearCookies();
      await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
      await browser.page.goto(browser.url('/other-spa/staff'));
      await new SettingsShell(browser.page).waitForHeading('Team');
      const team = new TeamPage(browser.page);
      await team.table.waitFor();
      const toasts = browser.page.locator('.bp6-toast');

      const before = await other.get<UsageDetail>('/api/billing/usage/detailed');
      expect(before.plan).toBe('FREE');
      expect(before.limits.staff).toBe(2);
      const stamp = Date.now();
      const addMember = async (index: number) => {
        await team.addButton.click();
        await team.dialog.waitFor();
        await team.dialog.getByLabel('First name').fill('Lena');
        await team.dialog.getByLabel('Last name').fill(`Limit${index}`);
        await team.dialog.getByLabel('Email', { exact: true }).fill(`limit-${stamp}-${index}@other.test`);
        await team.chooseSignIn('Set a password now');
        await team.dialog.getByLabel('Initial password').fill('Limit-pass-123');
        await team.dialog.getByRole('button', { name: 'Add team member' }).click();
      };
      // Room is left for one more (another spec may have taken a seat already): fill it.
      for (let index = before.usage.staff; index < before.limits.staff; index += 1) {
        await addMember(index);
        await toasts.filter({ hasText: 'Team member added' }).nth(added.length).waitFor();
        await team.dialog.waitFor({ state: 'detached' });
        added.push(`limit-${stamp}-${index}@other.test`);
      }
      expect(added.length).toBeGreaterThan(0);

      await addMember(99);
      const refusal = toasts.filter({ hasText: 'Failed to add team member' });
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain('Your FREE plan allows 2 staff. Upgrade to add more.');
      // The dialog stays open with what was typed, so nothing is lost.
      expect(await team.dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(`limit-${stamp}-99@other.test`);
      await team.dialog.getByRole('button', { name: 'Cancel' }).click();

      // The subscription page shows the same count, its alert and the way up.
      const page = await openSubscription(DEMO_ACCOUNTS.otherOwner.email, 'other-spa');
      const usage = await other.get<UsageDetail>('/api/billing/usage/detailed');
      expect(usage.usage.staff).toBe(2);
      await expectUsageAsApi(page, await usageShown());
      expect(await page.figures('Staff')).toBe('2 of 2');
      expect(await page.foot('Staff')).toBe('100% High usage');
      const alert = page.alerts.filter({ hasText: 'High usage: Staff at 100% of your plan limit' });
      expect(await alert.getAttribute('class')).toContain('bp6-intent-warning');
      const upgrade = page.upgrade('Studio');
      await upgrade.waitFor();
      expect(await upgrade.innerText()).toContain(
        `Studio raises the limits for ${formatCurrency(49, { currency: 'USD', locale: 'en-US' })} per month.`,
      );
      expect(await upgrade.innerText()).toContain('contact support to upgrade');
      await checkA11y(browser.page);
    } finally {
      // Free the seats again: the team spec adds a member to Other Spa too.
      const members = (await other.get<{ items: TeamUser[] }>('/api/team/users')).items;
      for (const member of members.filter((m) => added.includes(m.email) && m.isActive)) {
        await other.send('POST', `/api/team/users/${member.id}/deactivate`);
      }
      await other.close();
    }
  });

  it('says "Failed to load subscription data" when the usage cannot be loaded, and recovers on Try Again', async () => {
    await browser.context.clearCookies();
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
    const fail = (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
      });
    await browser.page.route('**/api/billing/usage/detailed', fail);
    await browser.page.goto(browser.url('/demo-salon/settings/organization/subscription'));
    const page = new OrganizationSubscriptionPage(browser.page);
    await page.loadFailure.waitFor();
    const toast = page.toasts.filter({ hasText: 'Failed to load subscription data' });
    await toast.waitFor();
    expect((await toast.innerText()).replace(/\s+/g, ' ').trim()).toBe('Error Failed to load subscription data');
    expect(await page.usage.count()).toBe(0);
    await checkA11y(browser.page);

    await browser.page.unroute('**/api/billing/usage/detailed', fail);
    await page.loadFailure.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForFigures();
    expect(await page.loadFailure.count()).toBe(0);
  });
});
