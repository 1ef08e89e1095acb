import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › System Configuration: system settings, security configuration, backup and maintenance. */
export class SystemConfigPage extends SettingsForm {
  readonly system: Locator;
  readonly security: Locator;
  readonly backup: Locator;
  /** The confirmation before the save that turns maintenance mode on. */
  readonly maintenanceDialog: Locator;
  /** The bar at the top of the settings shell while maintenance mode is on. */
  readonly banner: Locator;

  constructor(page: Page) {
    super(page);
    this.system = page.getByRole('region', { name: 'System Settings' });
    this.security = page.getByRole('region', { name: 'Security Configuration' });
    this.backup = page.getByRole('region', { name: 'Backup & Maintenance' });
    this.maintenanceDialog = page.getByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    this.banner = page.getByRole('status').filter({ hasText: 'Maintenance mode is on' });
  }

  maintenanceMode(): Locator {
    return this.backup.getByRole('switch', { name: 'Maintenance mode' });
  }

  async confirmMaintenance(): Promise<void> {
    await this.maintenanceDialog.getByRole('button', { name: 'Turn on and save' }).click();
  }

  async cancelMaintenance(): Promise<void> {
    await this.maintenanceDialog.getByRole('button', { name: 'Cancel' }).click();
  }
}
