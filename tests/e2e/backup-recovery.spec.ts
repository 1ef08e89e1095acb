import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupList } from '../../server/contract/backups';
import { ApiSession } from './pages/OrganizationApi';
import { BackupRecoveryPage } from './pages/BackupRecoveryPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS, type DemoAccount } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const PATH = '/demo-salon/settings/backup-recovery';
const BACKUPS = '/api/settings/backups';
// Backups made here carry this prefix, so a failed run's leftovers can be found and removed.
const PREFIX = 'Browser test backup ';
const OURS = `${PREFIX}${Date.now()}`;

let owner: ApiSession;

async function removeOurs() {
  const { backups } = await owner.get<BackupList>(BACKUPS);
  for (const backup of backups.filter((b) => b.name.startsWith(PREFIX))) {
    await owner.send('DELETE', `${BACKUPS}/${backup.id}`);
  }
}

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
  await removeOurs();
});

afterAll(async () => {
  await removeOurs();
  await owner?.close();
});

async function openBackups(account: DemoAccount): Promise<BackupRecoveryPage> {
  await signInByApi(browser.page, browser.baseURL, account.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Backup & Recovery');
  return new BackupRecoveryPage(browser.page);
}

describe('backup and recovery', () => {
  it('asks for a name, makes a backup that heads the history, and deletes it after asking', async () => {
    const page = await openBackups(DEMO_ACCOUNTS.owner);
    await page.card('Total Backups').waitFor();
    await checkA11y(browser.page);
    // Whole-database backups belong to the desktop app: a browser has no bridge, so no card.
    expect(await page.databaseBackupsTitle.count()).toBe(0);

    await page.createButton.click();
    await page.createDialog.getByRole('button', { name: 'Create Backup' }).click();
    await page.waitForToast('Backup name required', 'Please enter a name for your backup');
    expect(await page.createDialog.getByRole('checkbox', { name: 'Organization Settings' }).isChecked()).toBe(true);
    expect(await page.createDialog.getByRole('checkbox', { name: 'Personal Preferences' }).isChecked()).toBe(true);
    expect(await page.createDialog.getByRole('checkbox', { name: 'Security Settings' }).isChecked()).toBe(false);
    expect(await page.createDialog.getByRole('switch', { name: 'Encryption' }).isChecked()).toBe(true);
    await page.createDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.create(OURS, { encrypted: false });
    await page.waitForToast('Backup created', 'Your settings have been backed up successfully');
    const row = page.row(OURS);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Success');
    expect(text).toContain('Organization Settings');
    expect(text).toContain('by Olivia Owens');
    await expect.poll(() => page.card('Last Backup').innerText()).toContain('Manual');

    await page.deleteButton(OURS).click();
    await page.deleteDialog(OURS).getByRole('button', { name: 'Delete' }).click();
    await page.waitForToast('Backup deleted', 'The backup has been removed');
    await expect.poll(() => page.row(OURS).count()).toBe(0);
  });

  it('refuses a file that is not a backup with the server’s reason, changing nothing', async () => {
    const page = await openBackups(DEMO_ACCOUNTS.owner);
    await page.fileButton.click();
    await page.fileDialog.locator('#backups-file-input').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello":"world"}'),
    });
    await page.fileDialog.getByText('Chosen: notes.json').waitFor();
    await page.fileDialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.waitForToast('Restore failed', 'This is not a settings backup file.');
  });

  it('tells a receptionist that backups are managed by administrators', async () => {
    const page = await openBackups(DEMO_ACCOUNTS.receptionist);
    await page.readOnlyNotice.waitFor();
    expect(await page.createButton.count()).toBe(0);
  });
});
