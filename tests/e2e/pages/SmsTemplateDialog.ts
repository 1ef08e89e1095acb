import type { Locator, Page } from 'playwright-core';

/**
 * The SMS template dialog of System Templates (spec part 3 §2 "SMS editor"): its fields, the
 * variable buttons, and the live counter under the message, as a person reaches them.
 */
export class SmsTemplateDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly category: Locator;
  readonly content: Locator;
  readonly variables: Locator;
  readonly counter: Locator;
  readonly parts: Locator;
  readonly encoding: Locator;
  readonly cost: Locator;
  readonly multiPart: Locator;
  readonly tooLong: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  /** `title`: 'New SMS template' or 'Edit SMS template: {name}'. */
  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.name = this.dialog.getByRole('textbox', { name: /^Template name/ });
    this.category = this.dialog.locator('#sms-editor-category');
    this.content = this.dialog.getByRole('textbox', { name: /^Message content/ });
    this.variables = this.dialog.getByRole('textbox', { name: 'Variables', exact: true });
    this.counter = this.dialog.getByRole('region', { name: 'Message size', exact: true });
    this.parts = this.counter.locator('.sms-editor-parts');
    this.encoding = this.counter.locator('.sms-editor-encoding');
    this.cost = this.counter.locator('.sms-editor-cost');
    this.multiPart = this.counter.locator('.sms-editor-multipart');
    this.tooLong = this.dialog.getByRole('alert').filter({ hasText: 'Message exceeds maximum SMS length' });
    this.save = this.dialog.getByRole('button', { name: /^(Save|Create template)$/ });
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** The message under a field ('Template name is required'), as its form group shows it. */
  fieldMessage(field: Locator): Locator {
    return field.locator('xpath=ancestor::div[contains(@class,"bp6-form-group")][1]').locator('.bp6-form-helper-text');
  }

  /** Writes `{{name}}` at the message's caret with its button. */
  async insertVariable(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name: `Insert {{${name}}} at the cursor`, exact: true }).click();
  }

  /** Puts the caret at the end of the message. */
  async caretToEnd(): Promise<void> {
    await this.content.focus();
    await this.content.press('Control+End');
  }

  /** Types at the end of the message, as a person does (an emoji too). */
  async typeAtEnd(text: string): Promise<void> {
    await this.caretToEnd();
    await this.page.keyboard.insertText(text);
  }

  async text(locator: Locator): Promise<string> {
    return (await locator.innerText()).trim();
  }
}
