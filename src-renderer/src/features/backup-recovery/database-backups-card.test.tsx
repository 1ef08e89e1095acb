import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseBackup, DatabaseBackupList } from '../../../../server/contract/database-backups';
import type { DesktopApi } from '../../../../src-preload/desktop-api';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { backupKeys } from './api';
import { BackupRecoveryPage } from './BackupRecoveryPage';
import { databaseBackupKeys } from './database-backups-api';

/**
 * The "Database backups (this computer)" card of the Backup & Recovery page as it first renders:
 * in the desktop app (its bridge stubbed on `window`) and in a browser, where it is absent.
 */
const PATH = '/studio/settings/backup-recovery';

const desktopStub: DesktopApi = {
  openFile: vi.fn(),
  saveFile: vi.fn(),
  appVersion: () => '1.0.0',
  chooseBackupFolder: vi.fn(),
  restoreDatabase: vi.fn(),
};

const dbBackup = (name: string, sizeBytes: number, createdAt: string): DatabaseBackup => ({
  name,
  sizeBytes,
  createdAt,
});

const listOf = (extra: Partial<DatabaseBackupList> = {}): DatabaseBackupList => ({
  folder: 'C:\\Users\\ines\\Backups',
  frequency: 'weekly',
  lastBackupAt: '2026-03-02T15:00:00.000Z',
  backups: [
    dbBackup('salon-2026-03-02-150000.db', 3_145_728, '2026-03-02T15:00:00.000Z'),
    dbBackup('salon-2026-02-23-150000.db', 2_621_440, '2026-02-23T15:00:00.000Z'),
  ],
  ...extra,
});

function render(database: DatabaseBackupList | null, role = 'owner'): { html: string; text: string } {
  const html = renderPage(<BackupRecoveryPage />, {
    url: PATH,
    me: sessionAs(role),
    seed: (client: QueryClient) => {
      client.setQueryData(backupKeys.list, { backups: [] });
      client.setQueryData(backupKeys.recoveryPoints, { recoveryPoints: [] });
      client.setQueryData(backupKeys.passphrase, { isSet: true });
      if (database !== null) client.setQueryData(databaseBackupKeys.list, database);
    },
  });
  return { html, text: htmlText(html) };
}

const inDesktopApp = () => vi.stubGlobal('window', { desktop: desktopStub });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Database backups card', () => {
  it('is absent in a browser, where there is no desktop bridge', () => {
    const { text } = render(listOf());
    expect(text).toContain('Backup History');
    expect(text).not.toContain('Database backups (this computer)');
    expect(text).not.toContain('Back up now');
  });

  it('shows the folder, the schedule, the last backup and the backups with their size and date', () => {
    inDesktopApp();
    const { html, text } = render(listOf());
    expect(text).toContain('Database backups (this computer)');
    expect(text).toContain('The whole database is copied every week into a folder you choose.');
    expect(text).toContain('Folder C:\\Users\\ines\\Backups');
    expect(text).toMatch(/Last backup 03\/02\/2026 10:00 AM/);
    expect(text).toMatch(/salon-2026-03-02-150000\.db 3\.00 MB · 03\/02\/2026 10:00 AM Restore…/);
    expect(text).toMatch(/salon-2026-02-23-150000\.db 2\.50 MB · 02\/23\/2026 10:00 AM Restore…/);
    expect(html).toContain('aria-label="Restore the database from salon-2026-03-02-150000.db"');
    expect(text).toContain('Choose folder');
    expect(text).toContain('Restore from a file…');
    expect(text).toContain('Back up now');
    expect(text).not.toContain('No folder chosen');
  });

  it('names the daily and monthly schedules too', () => {
    inDesktopApp();
    expect(render(listOf({ frequency: 'daily' })).text).toContain('copied every day into a folder you choose');
    expect(render(listOf({ frequency: 'monthly' })).text).toContain('copied every month into a folder you choose');
  });

  it('lists only the newest five and counts the older ones', () => {
    inDesktopApp();
    const backups = Array.from({ length: 7 }, (_, i) =>
      dbBackup(`salon-2026-03-0${7 - i}-150000.db`, 1_048_576, `2026-03-0${7 - i}T15:00:00.000Z`),
    );
    const { text } = render(listOf({ backups }));
    expect(text).toContain('salon-2026-03-07-150000.db');
    expect(text).toContain('salon-2026-03-03-150000.db');
    expect(text).not.toContain('salon-2026-03-02-150000.db');
    expect(text).toContain('2 older backups in the folder');
  });

  it('asks for a folder first when none is chosen, with Back up now waiting for it', () => {
    inDesktopApp();
    const { html, text } = render(listOf({ folder: null, lastBackupAt: null, backups: [] }));
    expect(text).toContain('Folder No folder chosen');
    expect(text).toContain('Last backup Never');
    expect(text).toContain('Choose a folder to start the scheduled backups.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Back up now/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Choose folder/);
  });

  it('says when the chosen folder holds no backup yet', () => {
    inDesktopApp();
    const { text } = render(listOf({ lastBackupAt: null, backups: [] }));
    expect(text).toContain('No database backups in this folder yet.');
  });

  it('says the database backups could not be loaded when the read failed', () => {
    inDesktopApp();
    const html = renderPage(<BackupRecoveryPage />, {
      url: PATH,
      seed: (client) => {
        client.setQueryData(backupKeys.list, { backups: [] });
        client.setQueryData(backupKeys.recoveryPoints, { recoveryPoints: [] });
        client.setQueryDefaults([...databaseBackupKeys.list], { retryOnMount: false });
        client
          .getQueryCache()
          .build(client, { queryKey: [...databaseBackupKeys.list] })
          .setState({ status: 'error', error: new Error('down'), errorUpdatedAt: 1, fetchStatus: 'idle' });
      },
    });
    const text = htmlText(html);
    expect(text).toContain('Database backups could not be loaded');
    expect(text).toContain('Try Again');
  });

  it('is not shown to someone who may not manage organization settings', () => {
    inDesktopApp();
    const { text } = render(listOf(), 'receptionist');
    expect(text).toContain('Backups are managed by administrators');
    expect(text).not.toContain('Database backups (this computer)');
    expect(text).not.toContain('salon-2026-03-02-150000.db');
  });
});
