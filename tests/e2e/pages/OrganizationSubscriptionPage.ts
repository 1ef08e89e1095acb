import type { Locator, Page } from 'playwright-core';

/** Settings › Subscription & Billing: plan, usage bars, alerts, upgrade prompt, overages, plans. */
export class OrganizationSubscriptionPage {
  readonly plan: Locator;
  readonly usage: Locator;
  readonly overages: Locator;
  readonly plans: Locator;
  readonly changePlan: Locator;
  readonly alerts: Locator;
  readonly loadFailure: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.plan = page.getByRole('region', { name: 'Current plan' });
    this.usage = page.getByRole('region', { name: 'Usage', exact: true });
    this.overages = page.getByRole('region', { name: 'Overages' });
    this.plans = page.getByRole('region', { name: 'Plans' });
    this.changePlan = page.getByRole('region', { name: 'Change plan' });
    this.alerts = page.locator('.sub-alert');
    this.loadFailure = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load subscription data. Please try again.' });
    this.toasts = page.locator('.bp6-toast');
  }

  upgrade(plan: string): Locator {
    return this.page.getByRole('region', { name: `Upgrade to ${plan}` });
  }

  usageItem(resource: string): Locator {
    return this.usage.locator('.sub-usage-item').filter({ has: this.page.getByText(resource, { exact: true }) });
  }

  /** '6 of 15', '590.4 KB of 50 GB', '3 of Unlimited'. */
  async figures(resource: string): Promise<string> {
    return (await this.usageItem(resource).locator('.sub-usage-figures').innerText()).trim();
  }

  /** The line under the bar: '40%', '0% · This billing period', 'Unlimited'. */
  async foot(resource: string): Promise<string> {
    return (await this.usageItem(resource).locator('.sub-usage-foot').innerText()).replace(/\s+/g, ' ').trim();
  }

  bar(resource: string): Locator {
    return this.usageItem(resource).getByRole('progressbar');
  }

  fact(term: string): Locator {
    return this.plan
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: term }) })
      .locator('dd');
  }

  async waitForFigures(): Promise<void> {
    await this.usage.locator('.sub-usage-item').first().waitFor();
  }
}
