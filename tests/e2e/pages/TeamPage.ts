import type { Locator, Page } from 'playwright-core';

/**
 * /staff: the team list, its role pickers, the Add team member dialog, and per member the
 * 'Services & hours' and 'Give sign-in' dialogs.
 */
export class TeamPage {
  readonly table: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    // By its caption: the Time off tab of an open dialog has a table too.
    this.table = page.getByRole('table', { name: 'Team', exact: true });
    this.addButton = page.getByRole('button', { name: 'Add team member' });
    this.dialog = page.getByRole('dialog', { name: 'Add team member' });
  }

  /** Add team member: how the new member signs in ('Send an invitation by email', 'Set a password now', 'No sign-in'). */
  signInChoice(label: string): Locator {
    return this.dialog.getByRole('radio', { name: label, exact: true });
  }

  async chooseSignIn(label: string): Promise<void> {
    await setChecked(this.signInChoice(label), true);
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  roleSelect(name: string): Locator {
    return this.page.getByRole('combobox', { name: `Role of ${name}` });
  }

  async status(name: string): Promise<string> {
    return (await this.row(name).locator('.team-status').innerText()).trim();
  }

  /** Whether the row carries the 'No sign-in' tag of a member who cannot sign in. */
  async hasNoSignIn(name: string): Promise<boolean> {
    return (await this.row(name).getByText('No sign-in', { exact: true }).count()) > 0;
  }

  /** The row's cell under a column heading ('Locations', 'Services'). */
  async cell(name: string, column: string): Promise<string> {
    const headings = (await this.table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const index = headings.indexOf(column);
    if (index < 0) throw new Error(`No column "${column}" in ${headings.join(', ')}`);
    // The name is the row's header cell (th); the others are td, one column to the left of their heading.
    return (
      await this.row(name)
        .locator('td')
        .nth(index - 1)
        .innerText()
    ).trim();
  }

  /** Opens the member's 'Services & hours' dialog and waits for its tabs. */
  async openPractitioner(name: string): Promise<PractitionerDialog> {
    await this.row(name)
      .getByRole('button', { name: `Services & hours of ${name}` })
      .click();
    const dialog = new PractitionerDialog(this.page, name);
    await dialog.tab('Services').waitFor();
    return dialog;
  }

  signInDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Give ${name} sign-in` });
  }

  async memberNames(): Promise<string[]> {
    const headers = await this.table.getByRole('rowheader').allInnerTexts();
    return headers.map((text) => text.replace(/\s*You$/, '').trim());
  }
}

/** 'Services & hours of {name}': Services, Locations & hours and Time off tabs, saved together. */
export class PractitionerDialog {
  readonly root: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Services & hours of ${name}` });
    this.save = this.root.getByRole('button', { name: 'Save', exact: true });
  }

  tab(name: string): Locator {
    return this.root.getByRole('tab', { name, exact: true });
  }

  /** A category of the Services tab, or a location of the Locations & hours tab (a fieldset). */
  group(name: string): Locator {
    return this.root.getByRole('group', { name, exact: true });
  }

  service(name: string): Locator {
    return this.root.getByRole('checkbox', { name, exact: true });
  }

  selectAll(category: string): Locator {
    return this.root.getByRole('checkbox', { name: `Select All in ${category}` });
  }

  worksHere(location: string): Locator {
    return this.group(location).getByRole('switch', { name: 'Works here' });
  }

  sameHours(location: string): Locator {
    return this.group(location).getByRole('switch', { name: 'Same as the location’s hours' });
  }

  worksOn(location: string, day: string): Locator {
    return this.group(location).getByRole('switch', { name: `Works on ${day}` });
  }

  slotTime(location: string, edge: 'Start' | 'End', slot: number, day: string): Locator {
    return this.group(location).getByRole('combobox', { name: `${edge} of slot ${slot} on ${day}` });
  }
}

/** Turns a Blueprint checkbox or switch on or off through its label (the input itself is hidden under it). */
export async function setChecked(control: Locator, checked: boolean): Promise<void> {
  if ((await control.isChecked()) !== checked) await control.locator('xpath=ancestor::label[1]').click();
}
