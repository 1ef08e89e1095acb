import type { Locator, Page } from 'playwright-core';

/**
 * The email block builder of System Templates (spec part 3 §2 "Email block builder"): the subject,
 * the Edit and Preview tabs, the blocks with their buttons, the one block open for editing, Save
 * template and Close, as a person reaches them.
 */
export class EmailBuilderDialog {
  readonly dialog: Locator;
  readonly subject: Locator;
  readonly editTab: Locator;
  readonly previewTab: Locator;
  readonly addBlock: Locator;
  readonly blocks: Locator;
  /** The open block's form ('Editing block 3: Paragraph'). */
  readonly editor: Locator;
  readonly busyHint: Locator;
  readonly previewFrame: Locator;
  readonly save: Locator;
  readonly close: Locator;
  readonly discard: Locator;

  /** `title`: 'New email template' or 'Edit email template: {name}'. */
  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title, exact: true });
    this.subject = this.dialog.getByRole('textbox', { name: 'Subject', exact: true });
    this.editTab = this.dialog.getByRole('tab', { name: 'Edit', exact: true });
    this.previewTab = this.dialog.getByRole('tab', { name: 'Preview', exact: true });
    this.addBlock = this.dialog.getByRole('button', { name: 'Add block', exact: true });
    this.blocks = this.dialog.getByRole('list', { name: 'Email content', exact: true }).getByRole('listitem');
    this.editor = this.dialog.getByRole('form', { name: /^Editing block \d+: / });
    this.busyHint = this.dialog.getByText('Save or cancel the block you are editing first.', { exact: true });
    this.previewFrame = this.dialog.locator('iframe[title="Email preview"]');
    this.save = this.dialog.getByRole('button', { name: 'Save template', exact: true });
    this.close = this.dialog.getByRole('button', { name: 'Close', exact: true }).last();
    this.discard = page.getByRole('alertdialog', { name: 'Discard your changes?', exact: true });
  }

  /** The n-th block (0-based) as listed. */
  block(index: number): Locator {
    return this.blocks.nth(index);
  }

  /** A block's button: 'Edit block', 'Move up', 'Move down', 'Remove block'. */
  button(index: number, name: string): Locator {
    return this.block(index).getByRole('button', { name, exact: true });
  }

  /** The blocks' texts as the email page shows them, top to bottom (without their buttons). */
  async texts(): Promise<string[]> {
    const views = this.blocks.locator('.email-builder-block-view');
    return (await views.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  }

  /** Add block › a type from its menu ('Paragraph', 'Button'...). */
  async add(type: string): Promise<void> {
    await this.addBlock.click();
    await this.page.getByRole('menuitem', { name: type, exact: true }).click();
  }

  /** A field of the open block by its label ('Text', 'Button text', 'Button link'...). */
  field(label: string): Locator {
    return this.editor.getByLabel(label, { exact: true });
  }

  editorButton(name: 'Save' | 'Cancel'): Locator {
    return this.editor.getByRole('button', { name, exact: true });
  }

  /** The HTML the sandboxed preview frame shows (the server's rendering). */
  async previewHtml(): Promise<string> {
    await this.previewFrame.waitFor();
    return (await this.previewFrame.getAttribute('srcdoc')) ?? '';
  }
}
