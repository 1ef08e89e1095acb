import type { Locator, Page } from 'playwright-core';

/** What a settings form shows after a 412: someone else saved first, with their version on offer. */
export class ConflictNotice {
  readonly notice: Locator;
  readonly loadLatest: Locator;
  readonly discard: Locator;

  constructor(readonly page: Page) {
    this.notice = page.getByRole('alert').filter({ hasText: 'Someone else changed these settings' });
    this.loadLatest = this.notice.getByRole('button', { name: 'Load latest version' });
    this.discard = this.notice.getByRole('button', { name: 'Discard my changes' });
  }
}
