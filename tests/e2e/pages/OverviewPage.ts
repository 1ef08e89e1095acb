import type { Locator, Page } from 'playwright-core';

/** The settings overview's cards, read by their visible headings. */
export class OverviewPage {
  readonly quickActions: Locator;
  readonly recentChanges: Locator;
  readonly systemInformation: Locator;

  constructor(readonly page: Page) {
    this.quickActions = page.getByRole('region', { name: 'Quick Actions' });
    this.recentChanges = page.getByRole('region', { name: 'Recent Changes' });
    this.systemInformation = page.getByRole('region', { name: 'System Information' });
  }

  async waitForFigures(): Promise<void> {
    await this.systemInformation.waitFor();
  }

  async card(label: 'Active Users' | 'Plan Type' | 'Last Updated'): Promise<string> {
    const card = this.page.getByRole('group', { name: label });
    return (await card.locator('.stat-card-value').innerText()).trim();
  }

  async systemFigure(label: 'Plan' | 'Active users' | 'Storage used' | 'API calls this month'): Promise<string> {
    const row = this.systemInformation.locator('div').filter({ has: this.page.locator('dt', { hasText: label }) });
    return (await row.locator('dd').innerText()).trim();
  }

  async quickActionTitles(): Promise<string[]> {
    return this.quickActions.locator('.quick-action-title').allInnerTexts();
  }

  /** Each change: what, who and in which section ("Maya Morgan · Personal"), and when. */
  async changes(): Promise<{ details: string; by: string; when: string }[]> {
    const items = this.recentChanges.getByRole('listitem');
    const count = await items.count();
    const result: { details: string; by: string; when: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const item = items.nth(index);
      result.push({
        details: (await item.locator('.recent-change-details').innerText()).trim(),
        by: (await item.locator('.recent-change-meta > span').innerText()).trim(),
        when: (await item.locator('time').innerText()).trim(),
      });
    }
    return result;
  }
}
