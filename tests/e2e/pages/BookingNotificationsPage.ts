import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type ProviderChannel = 'email' | 'sms' | 'push';
export type ConnectionDialogTitle = 'Email provider' | 'SMS provider (Twilio)' | 'Push notifications (Firebase)';

/**
 * Settings › Booking Settings: the provider status with its connection dialogs, the event switches
 * and channel buttons, the reminder timing list, the admin notifications and the rate limits.
 */
export class BookingNotificationsPage extends SettingsForm {
  readonly revertButton: Locator;
  readonly resetButton: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    super(page);
    const bar = page.locator('.settings-savebar');
    this.revertButton = bar.getByRole('button', { name: 'Revert to Defaults', exact: true });
    this.resetButton = bar.getByRole('button', { name: 'Reset', exact: true });
    this.confirm = page.getByRole('alertdialog');
  }

  // Provider status

  provider(channel: ProviderChannel): Locator {
    return this.page.locator(`.booking-notifications-provider[data-channel="${channel}"]`);
  }

  /** The provider's name and state as the row shows them ('SMTP', 'Connected'). */
  async providerFacts(channel: ProviderChannel): Promise<{ name: string; state: string }> {
    const row = this.provider(channel);
    return {
      name: (await row.locator('.booking-notifications-provider-name').innerText()).trim(),
      state: (await row.locator('.booking-notifications-provider-state').innerText()).trim(),
    };
  }

  /** Set up or Edit, whichever the row offers. */
  async openConnection(channel: ProviderChannel, title: ConnectionDialogTitle): Promise<Locator> {
    await this.provider(channel).getByRole('button').click();
    const dialog = this.dialog(title);
    await dialog.waitFor();
    return dialog;
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** A field of a connection dialog by its id ('email-host', 'sms-accountSid', 'email-test-to'). */
  field(dialog: Locator, id: string): Locator {
    return dialog.locator(`#${id}`);
  }

  button(dialog: Locator, name: string): Locator {
    return dialog.getByRole('button', { name, exact: true });
  }

  /** Where the stored connection stands ('Connected', 'Connection failed' and why). */
  connectionStatus(dialog: Locator): Locator {
    return dialog.locator('.booking-notifications-connection-status');
  }

  // Appointment notifications and reminder timing

  /** An event's switch by its name ('Confirmation', 'Reminders', ...). */
  event(name: string): Locator {
    return this.page.getByRole('switch', { name, exact: true });
  }

  channel(event: string, channel: 'Email' | 'SMS'): Locator {
    return this.page
      .getByRole('group', { name: `Channels for ${event}`, exact: true })
      .getByRole('button', { name: channel, exact: true });
  }

  reminderHours(number: number): Locator {
    return this.page.getByRole('textbox', { name: `Reminder ${number}: hours before`, exact: true });
  }

  async reminderHoursList(): Promise<string[]> {
    return this.page
      .getByRole('textbox', { name: /^Reminder \d+: hours before$/ })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  reminderChannel(number: number, channel: 'Email' | 'SMS'): Locator {
    return this.page
      .getByRole('group', { name: `Channels of reminder ${number}`, exact: true })
      .getByRole('button', { name: channel, exact: true });
  }

  async pressed(button: Locator): Promise<boolean> {
    return (await button.getAttribute('aria-pressed')) === 'true';
  }

  addReminder(): Promise<void> {
    return this.page.getByRole('button', { name: 'Add reminder', exact: true }).click();
  }

  // Rate limits

  get maxPerDay(): Locator {
    return this.page.locator('#booking-notifications-notificationMaxPerClientPerDay');
  }

  get minInterval(): Locator {
    return this.page.locator('#booking-notifications-notificationMinIntervalMinutes');
  }
}
