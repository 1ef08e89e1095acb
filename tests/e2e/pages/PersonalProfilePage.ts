import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

export type ProfileField =
  'First name' | 'Last name' | 'Email' | 'Phone' | 'Job title' | 'Department' | 'Location' | 'Bio';

/** Settings › Profile: photo, personal and work information. */
export class PersonalProfilePage extends SettingsForm {
  readonly photo: Locator;
  readonly photoInput: Locator;
  readonly photoHint: Locator;
  readonly avatarImage: Locator;
  readonly loadFailure: Locator;

  constructor(page: Page) {
    super(page);
    this.photo = page.getByRole('region', { name: 'Profile photo' });
    this.photoInput = this.photo.locator('input[type="file"]');
    this.photoHint = this.photo.locator('#profile-photo-hint');
    this.avatarImage = this.photo.getByRole('img', { name: /^Profile photo of/ });
    this.loadFailure = page.locator('.settings-load-failure').filter({ hasText: 'Error loading profile' });
  }

  field(label: ProfileField): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(values: Partial<Record<ProfileField, string>>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label as ProfileField).fill(value);
  }

  async values(labels: readonly ProfileField[]): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    for (const label of labels) result[label] = await this.field(label).inputValue();
    return result;
  }
}
