import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/**
 * Settings › Notification logs (spec part 3 §2): the daily chart, the search and filters, the
 * table with its page label, Previous / Next, and the detail dialog, as a person reaches them.
 */
export class NotificationLogsPage extends SettingsForm {
  readonly search: Locator;
  readonly typeFilter: Locator;
  readonly statusFilter: Locator;
  readonly refresh: Locator;
  readonly rows: Locator;
  readonly pageLabel: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly chart: Locator;
  readonly empty: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    super(page);
    this.search = page.getByRole('searchbox', { name: 'Search by recipient', exact: true });
    this.typeFilter = page.getByRole('combobox', { name: 'Type', exact: true });
    this.statusFilter = page.getByRole('combobox', { name: 'Status', exact: true });
    this.refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    this.rows = page.getByRole('table', { name: 'Notification logs', exact: true }).locator('tbody tr');
    this.pageLabel = page.locator('.notification-logs-page-label');
    this.previous = page.getByRole('button', { name: 'Previous', exact: true });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.chart = page.getByRole('region', { name: 'Last 14 days', exact: true });
    this.empty = page.getByRole('heading', { name: 'No notification logs found', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Notification details', exact: true });
  }

  /** 'Page 1 of 4 • 80 logs' */
  async label(): Promise<string> {
    return (await this.pageLabel.innerText()).trim();
  }

  /** An entry's row, by the id the server gave it. */
  row(id: string): Locator {
    return this.rows.and(this.page.locator(`[data-log-id="${id}"]`));
  }

  /** What each row's Status cell says first ('Failed'), top to bottom. */
  async statuses(): Promise<string[]> {
    return (await this.rows.locator('.notification-logs-status').allInnerTexts()).map((text) => text.trim());
  }

  /** The recipient address or number of each row, top to bottom. */
  async recipients(): Promise<string[]> {
    return (await this.rows.locator('.notification-logs-recipient-address').allInnerTexts()).map((text) => text.trim());
  }

  async openDetails(id: string): Promise<Locator> {
    await this.row(id)
      .getByRole('button', { name: /^View details of the message to / })
      .click();
    await this.dialog.waitFor();
    return this.dialog;
  }

  /** A fact of the open dialog by its label ('Status', 'Retries'). */
  async fact(label: string): Promise<string> {
    const fact = this.dialog.locator('.notification-logs-fact').filter({
      has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
    });
    return (await fact.locator('dd').innerText()).trim();
  }
}
