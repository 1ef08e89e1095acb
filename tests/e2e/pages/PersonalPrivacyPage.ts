import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Privacy Settings: profile visibility and what the profile shows. */
export class PersonalPrivacyPage extends SettingsForm {
  readonly visibility: Locator;
  readonly adminNote: Locator;

  constructor(page: Page) {
    super(page);
    this.visibility = page.getByRole('radiogroup', { name: 'Profile visibility' });
    this.adminNote = page.getByText('Administrators can always view any profile.', { exact: true });
  }

  option(name: 'Public' | 'Team' | 'Private'): Locator {
    return this.visibility.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  switch(name: 'Show email address' | 'Show phone number' | 'Show activity status'): Locator {
    return this.page.getByRole('switch', { name });
  }
}
