import type { Locator } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Settings Activity: the cards, the search and filters, the log and each row's menu. */
export class SettingsActivityPage extends SettingsForm {
  readonly search: Locator;

  constructor(page: SettingsForm['page']) {
    super(page);
    this.search = page.getByRole('searchbox', { name: 'Search activity' });
  }

  /** A summary card's whole text ('Total Actions 12 Every recorded action'). */
  card(label: 'Total Actions' | 'Active Users' | 'Most Active Section' | 'Failed Actions'): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** The newest entry whose details are exactly these. */
  row(details: string): Locator {
    return this.page.getByRole('listitem', { name: details, exact: true }).first();
  }

  /** Opens a row's menu and picks one of its items ('View Details', 'Undo this change'). */
  async choose(row: Locator, item: 'View Details' | 'Hide Details' | 'Undo this change'): Promise<void> {
    await row.getByRole('button', { name: /^Actions for this entry/ }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  get revertDialog(): Locator {
    return this.page.getByRole('alertdialog', {
      name: 'Put back the values before this change? It becomes a new change in the log.',
    });
  }
}
