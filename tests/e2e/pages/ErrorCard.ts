import type { Locator, Page } from 'playwright-core';

/** The error boundary's card (part 1 §2). */
export class ErrorCard {
  readonly card: Locator;
  readonly tryAgain: Locator;
  readonly reload: Locator;
  readonly goHome: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
    this.tryAgain = this.card.getByRole('button', { name: 'Try Again' });
    this.reload = this.card.getByRole('button', { name: 'Reload Page' });
    this.goHome = this.card.getByRole('button', { name: 'Go Home' });
  }
}
