import type { Locator } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type RegionalField = 'Language' | 'Time zone' | 'Date format' | 'Time format' | 'Currency';

/** Settings › Preferences: language and region, appearance. */
export class PersonalPreferencesPage extends SettingsForm {
  select(label: RegionalField): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The form group of a regional field: its select, and its badge or reset action. */
  group(label: RegionalField): Locator {
    return this.page.locator('.bp6-form-group').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  theme(name: 'Light' | 'Dark' | 'System'): Locator {
    return this.page.getByRole('radio', { name });
  }

  switch(name: 'Compact mode' | 'Animations'): Locator {
    return this.page.getByRole('switch', { name });
  }
}
