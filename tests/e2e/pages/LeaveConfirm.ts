import type { Locator, Page } from 'playwright-core';

/** The question asked before a move inside the app would lose unsaved changes. */
export class LeaveConfirm {
  readonly dialog: Locator;
  readonly stay: Locator;
  readonly leave: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    this.stay = this.dialog.getByRole('button', { name: 'Stay', exact: true });
    this.leave = this.dialog.getByRole('button', { name: 'Leave', exact: true });
  }
}
