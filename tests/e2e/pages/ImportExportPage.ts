import type { Download, Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type ImportEntityTitle = 'Clients' | 'Treatments' | 'Staff' | 'Products';

/**
 * Settings › Import & Export: the four cards (count, Import, Export, View), and the import wizard
 * with its five-step indicator, as a person reaches them.
 */
export class ImportExportPage extends SettingsForm {
  readonly cards: Locator;
  readonly footer: Locator;

  constructor(page: Page) {
    super(page);
    this.cards = page.locator('#import-export-cards');
    this.footer = page.locator('.imports-footer');
  }

  card(title: ImportEntityTitle): Locator {
    return this.cards.getByRole('region', { name: title, exact: true });
  }

  /** What a card says about its records ('3 clients'). */
  async count(title: ImportEntityTitle): Promise<string> {
    return (await this.card(title).locator('.imports-card-count').innerText()).trim();
  }

  async openWizard(title: ImportEntityTitle): Promise<ImportWizard> {
    await this.card(title)
      .getByRole('button', { name: `Import ${title}`, exact: true })
      .click();
    const wizard = new ImportWizard(this.page, `Import ${title}`);
    await wizard.dialog.waitFor();
    return wizard;
  }

  /** Export as CSV or Excel from a card's menu, and the file the browser received. */
  async export(title: ImportEntityTitle, format: 'CSV' | 'Excel (XLSX)'): Promise<Download> {
    await this.card(title)
      .getByRole('button', { name: /^Export/ })
      .click();
    const downloading = this.page.waitForEvent('download');
    await this.page.getByRole('menuitem', { name: format, exact: true }).click();
    return downloading;
  }
}

/** The import wizard dialog (spec part 3 §2, §4). */
export class ImportWizard {
  readonly dialog: Locator;
  readonly steps: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.steps = this.dialog.getByRole('list', { name: 'Import steps', exact: true });
  }

  /** The step the indicator marks as current ('Platform', 'Upload'…). */
  async currentStep(): Promise<string> {
    const current = this.steps.locator('[aria-current="step"] .imports-step-label');
    return (await current.innerText()).trim();
  }

  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
  }

  async choosePlatform(name: string): Promise<void> {
    // Blueprint hides the radio itself: a person clicks its card.
    await this.dialog
      .getByRole('radio', { name: new RegExp(`^${name}`) })
      .locator('xpath=ancestor::label[1]')
      .click();
    await this.button('Continue').click();
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.dialog.locator('#import-file-input').setInputFiles(file);
  }

  /** The field chosen for a column of the file ('' for Skip This Column). */
  mappingOf(column: string): Locator {
    return this.dialog.getByRole('combobox', { name: `Field for the column ${column}`, exact: true });
  }

  /** The preview's or the failures' rows as text, cell by cell. */
  async tableRows(caption: string): Promise<string[][]> {
    const table = this.dialog.getByRole('table', { name: caption, exact: true });
    await table.waitFor();
    return table
      .locator('tbody tr:not([aria-hidden])')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? '')),
      );
  }

  async tiles(): Promise<Record<string, string>> {
    const tiles = await this.dialog
      .getByRole('region', { name: 'Results', exact: true })
      .locator('.imports-tile')
      .evaluateAll((cards) =>
        cards.map((card) => [
          card.querySelector('.imports-tile-label')?.textContent?.trim() ?? '',
          card.querySelector('.imports-tile-value')?.textContent?.trim() ?? '',
        ]),
      );
    return Object.fromEntries(tiles) as Record<string, string>;
  }
}
