import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** The social networks the Branding page edits, by the id their fields carry. */
export type BrandingNetwork = 'facebook' | 'instagram' | 'twitter' | 'website';

/**
 * Settings › Branding & Communication: the logo card (drop zone, upload, remove), the brand name
 * switch, contact details, colours, footer, social links, Preview Changes; and the logo in the
 * app's header.
 */
export class BrandingPage extends SettingsForm {
  readonly logoCard: Locator;
  readonly logoInput: Locator;
  readonly logoImage: Locator;
  readonly removeLogo: Locator;
  readonly unsavedNotice: Locator;
  readonly previewButton: Locator;
  readonly preview: Locator;
  /** The organization's logo where the app's name sits in the header. */
  readonly headerLogo: Locator;
  readonly headerName: Locator;

  constructor(page: Page) {
    super(page);
    this.logoCard = page.getByRole('region', { name: 'Logo', exact: true });
    // The chooser behind 'Upload logo' (the drop zone opens it too).
    this.logoInput = page.locator('#branding-logo-input');
    this.logoImage = this.logoCard.getByRole('img');
    this.removeLogo = this.logoCard.getByRole('button', { name: 'Remove logo', exact: true });
    this.unsavedNotice = page.getByText('You have unsaved changes.', { exact: false });
    this.previewButton = page.getByRole('button', { name: 'Preview Changes', exact: true });
    this.preview = page.getByRole('dialog', { name: 'Preview', exact: true });
    this.headerLogo = page.locator('header.shell-header img.shell-brand-logo');
    this.headerName = page.locator('header.shell-header .shell-brand-organization');
  }

  async uploadLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.logoInput.setInputFiles(file);
  }

  /** A social link's field (the contact details have a Website field too, so by id). */
  socialLink(network: BrandingNetwork): Locator {
    return this.page.locator(`#branding-socialMedia-${network}`);
  }

  field(label: 'Brand name' | 'Phone' | 'Email' | 'Email footer'): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  showBrandName(): Locator {
    return this.page.getByRole('switch', { name: 'Show brand name with logo', exact: true });
  }
}

/** Settings › Integrations: the Google review link and the planned integrations. */
export class IntegrationsPage extends SettingsForm {
  readonly reviewLink: Locator;
  readonly planned: Locator;

  constructor(page: Page) {
    super(page);
    this.reviewLink = page.getByLabel('Google review link', { exact: true });
    this.planned = page.getByRole('region', { name: 'Planned integrations', exact: true });
  }

  /** A planned integration's heading (which carries its 'Planned' badge). */
  plannedItem(title: string): Locator {
    return this.planned.getByRole('heading', { name: new RegExp(`^${title}`) });
  }
}
