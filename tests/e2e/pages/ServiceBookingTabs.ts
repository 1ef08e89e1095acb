import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type BookingTab = 'Online Booking' | 'Business Hours' | 'Booking Rules';

/** One row of a table as it reads: its header cell and its other cells, spaces collapsed. */
export type TableRow = string[];

/** Text as a person reads it: every kind of space (a clock's narrow one included) as one space. */
const readable = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Settings › Services, the Online Booking, Business Hours and Booking Rules tabs: each a form of
 * its own with the save bar, the week's hours with breaks, dated exceptions, and the booking rules
 * with their dialog. Controls are found by the names assistive technology reads
 * ('Opening time on Monday', 'Start of break 1 on Monday').
 */
export class ServiceBookingTabs extends SettingsForm {
  readonly panel: Locator;
  readonly hours: Locator;
  readonly exceptions: Locator;
  readonly addException: Locator;
  readonly onlineBooking: Locator;
  readonly cancellations: Locator;
  readonly organizationRules: Locator;
  readonly scopedRules: Locator;

  constructor(page: Page) {
    super(page);
    this.panel = page.getByRole('tabpanel');
    this.hours = page.getByRole('region', { name: 'Business hours', exact: true });
    this.exceptions = page.getByRole('region', { name: 'Exceptions', exact: true });
    this.addException = this.exceptions.getByRole('button', { name: 'Add exception', exact: true });
    this.onlineBooking = page.getByRole('region', { name: 'Online booking', exact: true });
    this.cancellations = page.getByRole('region', { name: 'Cancellations', exact: true });
    this.organizationRules = page.getByRole('region', { name: 'Rules for every service', exact: true });
    this.scopedRules = page.getByRole('region', { name: 'Rules for services and categories', exact: true });
  }

  tab(name: BookingTab | 'Services'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Chooses the tab and waits for its form. */
  async open(name: BookingTab): Promise<void> {
    await this.tab(name).click();
    const first = {
      'Online Booking': this.onlineBooking,
      'Business Hours': this.hours,
      'Booking Rules': this.organizationRules,
    };
    await first[name].waitFor();
  }

  // Business Hours ------------------------------------------------------------------------------

  day(name: string): Locator {
    return this.hours.getByRole('group', { name, exact: true });
  }

  dayOpen(day: string): Locator {
    return this.hours.getByRole('switch', { name: `Open on ${day}`, exact: true });
  }

  opening(day: string): Locator {
    return this.page.getByRole('combobox', { name: `Opening time on ${day}`, exact: true });
  }

  closing(day: string): Locator {
    return this.page.getByRole('combobox', { name: `Closing time on ${day}`, exact: true });
  }

  addBreak(day: string): Locator {
    return this.page.getByRole('button', { name: `Add break on ${day}`, exact: true });
  }

  breakStart(day: string, number: number): Locator {
    return this.page.getByRole('combobox', { name: `Start of break ${number} on ${day}`, exact: true });
  }

  breakEnd(day: string, number: number): Locator {
    return this.page.getByRole('combobox', { name: `End of break ${number} on ${day}`, exact: true });
  }

  removeBreak(day: string, number: number): Locator {
    return this.page.getByRole('button', { name: `Remove break ${number} on ${day}`, exact: true });
  }

  /** The line under the day's name: 'Closed', or its openings ('9:00 AM – 12:30 PM, 1:30 PM – 6:00 PM'). */
  async summary(day: string): Promise<string> {
    return readable(await this.day(day).locator('.hours-day-summary').innerText());
  }

  /** What the tab says is wrong with a day's hours, as it says it. */
  problem(day: string): Locator {
    return this.day(day).getByRole('alert');
  }

  /** Each exception as its row reads: date, name, hours. */
  async exceptionRows(): Promise<TableRow[]> {
    return this.rowsOf(this.exceptions);
  }

  // Online Booking ------------------------------------------------------------------------------

  switch(name: string): Locator {
    return this.page.getByRole('switch', { name, exact: true });
  }

  cancellationWindow(): Locator {
    return this.cancellations.getByLabel('Cancellation window', { exact: true });
  }

  // Booking Rules -------------------------------------------------------------------------------

  rulesSetting(label: string): Locator {
    return this.organizationRules.getByLabel(label, { exact: true });
  }

  addRule(): Locator {
    // In the empty state until a rule exists, then at the head of the list: one at a time.
    return this.scopedRules.getByRole('button', { name: 'Add Booking Rule', exact: true });
  }

  /** Each rule as its row reads: name, applies to, changes (the switch and buttons have no text of their own). */
  async ruleRows(): Promise<TableRow[]> {
    return (await this.rowsOf(this.scopedRules)).map((cells) => cells.slice(0, 3));
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  private async rowsOf(region: Locator): Promise<TableRow[]> {
    const table = region.getByRole('table');
    if ((await table.count()) === 0) return [];
    return table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => cell.innerText.replace(/\s+/g, ' ').trim()),
        ),
      );
  }
}
