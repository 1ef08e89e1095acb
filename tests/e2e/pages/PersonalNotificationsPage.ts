import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Notifications: category cards with their events, quiet hours, digest. */
export class PersonalNotificationsPage extends SettingsForm {
  readonly banner: Locator;
  readonly revertButton: Locator;
  readonly resetButton: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    super(page);
    this.banner = page.locator('.notification-defaults-banner');
    const bar = page.locator('.settings-savebar');
    this.revertButton = bar.getByRole('button', { name: 'Revert to Defaults' });
    this.resetButton = bar.getByRole('button', { name: 'Reset', exact: true });
    this.confirm = page.getByRole('alertdialog');
  }

  category(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  categorySwitch(name: string): Locator {
    return this.page.getByRole('switch', { name: `${name} notifications` });
  }

  /** An event's master switch, by its name ('Appointment booked'). */
  event(name: string): Locator {
    return this.page.getByRole('switch', { name, exact: true });
  }

  /** An event's whole row: its switch, description and channels. */
  row(event: string): Locator {
    return this.page.locator('.notification-event').filter({ has: this.event(event) });
  }

  channels(event: string): Locator {
    return this.page.getByRole('group', { name: `Channels for ${event}` });
  }

  channel(event: string, channel: 'Email' | 'SMS' | 'Push' | 'In-app'): Locator {
    return this.channels(event).getByRole('button', { name: new RegExp(`^${channel}`) });
  }

  async pressed(event: string, channel: 'Email' | 'SMS'): Promise<boolean> {
    return (await this.channel(event, channel).getAttribute('aria-pressed')) === 'true';
  }
}
