import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type IntegrationTab = 'Direct Link' | 'Widget' | 'iFrame' | 'Button' | 'QR Code';

/**
 * Settings › Online Booking: the master switch and summary, the five integration tabs, Deposit &
 * Payment Requirements, Booking Rules & Policies and Booking Page Appearance with its preview.
 */
export class OnlineBookingPage extends SettingsForm {
  readonly masterSwitch: Locator;
  readonly unsavedBanner: Locator;
  readonly previewButton: Locator;
  readonly previewFrame: Locator;

  constructor(page: Page) {
    super(page);
    this.masterSwitch = page.getByRole('switch', { name: 'Online booking', exact: true });
    this.unsavedBanner = page.locator('.online-booking-unsaved');
    this.previewButton = page.getByRole('button', { name: 'Preview', exact: true });
    this.previewFrame = page.locator('.online-booking-frame');
  }

  tab(name: IntegrationTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  tabPanel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  copyButton(): Locator {
    return this.tabPanel().getByRole('button', { name: /^(Copy|Copied!)$/ });
  }

  requirement(name: string): Locator {
    return this.page.getByRole('radio', { name, exact: true });
  }

  /** A field by its label ('Minimum advance booking', 'Button text'). */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  device(name: 'Desktop' | 'Mobile'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
