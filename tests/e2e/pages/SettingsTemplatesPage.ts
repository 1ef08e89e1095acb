import type { Locator } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type TemplateCategoryName = 'All categories' | 'Business type' | 'Workflow' | 'Custom';

/** Settings › Settings Templates: search, category filter, Create Template, the cards and their actions. */
export class SettingsTemplatesPage extends SettingsForm {
  readonly list: Locator;
  readonly cards: Locator;
  readonly search: Locator;
  readonly category: Locator;
  readonly createButton: Locator;
  readonly createDialog: Locator;
  readonly readOnlyNotice: Locator;

  constructor(page: SettingsForm['page']) {
    super(page);
    this.list = page.getByRole('list', { name: 'Templates', exact: true });
    this.cards = this.list.getByRole('listitem');
    this.search = page.getByRole('searchbox', { name: 'Search templates' });
    this.category = page.getByRole('combobox', { name: 'Category', exact: true });
    this.createButton = page.getByRole('button', { name: 'Create Template', exact: true });
    this.createDialog = page.getByRole('dialog', { name: 'Create Template' });
    this.readOnlyNotice = page.getByText('You can look, not change');
  }

  card(name: string): Locator {
    return this.list.getByRole('listitem', { name, exact: true });
  }

  /** The cards' names, in the page's order. */
  async names(): Promise<string[]> {
    return this.list.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  favoriteButton(name: string): Locator {
    return this.card(name).getByRole('button', {
      name: new RegExp(`^(Add ${name} to|Remove ${name} from) favorites$`),
    });
  }

  applyButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Apply ${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  applyDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: `Apply template “${name}”?` });
  }

  deleteDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: `Delete template “${name}”?` });
  }

  async chooseCategory(name: TemplateCategoryName): Promise<void> {
    await this.category.selectOption({ label: name });
  }

  /** Fills Create Template and saves it. */
  async create(name: string, category: Exclude<TemplateCategoryName, 'All categories'>, description = '') {
    await this.createButton.click();
    await this.createDialog.getByLabel('Template name').fill(name);
    await this.createDialog.getByLabel('Description').fill(description);
    await this.createDialog.getByLabel('Category').selectOption({ label: category });
    await this.createDialog.getByRole('button', { name: 'Save Template' }).click();
  }
}
