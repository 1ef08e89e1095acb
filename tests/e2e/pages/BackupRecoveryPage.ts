import type { Locator } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Backup & Recovery: the summary cards, Create Backup, the history and its actions, restore from a file. */
export class BackupRecoveryPage extends SettingsForm {
  readonly rows: Locator;
  readonly createButton: Locator;
  readonly createDialog: Locator;
  readonly fileButton: Locator;
  readonly fileDialog: Locator;
  readonly readOnlyNotice: Locator;
  /** The desktop app's whole-database backups: never shown in a browser. */
  readonly databaseBackupsTitle: Locator;

  constructor(page: SettingsForm['page']) {
    super(page);
    this.rows = page.locator('#backups-history').getByRole('listitem');
    this.createButton = page.getByRole('button', { name: 'Create Backup', exact: true });
    this.createDialog = page.getByRole('dialog', { name: 'Create Backup' });
    this.fileButton = page.getByRole('button', { name: 'Restore from a file', exact: true });
    this.fileDialog = page.getByRole('dialog', { name: 'Restore from a file' });
    this.readOnlyNotice = page.getByText('Backups are managed by administrators');
    this.databaseBackupsTitle = page.getByRole('heading', { name: 'Database backups (this computer)' });
  }

  /** A summary card's whole text ('Total Backups 3 2 successful'). */
  card(label: 'Total Backups' | 'Storage Used' | 'Last Backup' | 'Recovery Points'): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  row(name: string): Locator {
    return this.page.locator('#backups-history').getByRole('listitem', { name, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  deleteDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: `Are you sure you want to delete the backup "${name}"?` });
  }

  restoreDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: `Restore "${name}"?` });
  }

  /** Fills Create Backup (sections left at their defaults) and submits it. */
  async create(name: string, { encrypted }: { encrypted: boolean }): Promise<void> {
    await this.createButton.click();
    await this.createDialog.getByLabel('Backup name').fill(name);
    const encryption = this.createDialog.getByRole('switch', { name: 'Encryption' });
    if ((await encryption.isChecked()) !== encrypted) await this.toggle(encryption);
    await this.createDialog.getByRole('button', { name: 'Create Backup' }).click();
  }
}
