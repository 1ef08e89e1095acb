import type { Locator, Page } from 'playwright-core';

/** Settings › Help & Documentation: the search, the quick cards, the tabs, a guide and the support dialog. */
export class HelpPage {
  readonly search: Locator;
  readonly guideDialog: Locator;
  readonly supportDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search help' });
    this.guideDialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Steps' }) });
    this.supportDialog = page.getByRole('dialog', { name: 'Contact support' });
  }

  tab(name: 'Guides & Tutorials' | 'FAQs' | 'Keyboard Shortcuts'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** A quick card: a link, or for Contact Support a button. */
  card(name: 'Video Tutorials' | 'Contact Support' | 'API Documentation' | 'System Status'): Locator {
    return this.page.locator('.help-quick-card').filter({ hasText: name });
  }

  readGuide(title: string): Locator {
    return this.page.getByRole('button', { name: `Read guide: ${title}`, exact: true });
  }

  /** A question's disclosure; its summary opens it. */
  faq(question: string): Locator {
    return this.page.locator('details').filter({ has: this.page.getByText(question, { exact: true }) });
  }

  shortcutRow(keys: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(keys, { exact: true }) });
  }
}
