import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Backup, RecoveryPoint } from '../../../../server/contract/backups';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { backupKeys } from './api';
import { BackupRecoveryPage } from './BackupRecoveryPage';

/**
 * The Backup & Recovery page as it first renders from answers already read (put in the query
 * cache under the keys the page asks for): what an owner, or someone who may not manage backups,
 * sees before touching anything.
 */
const PATH = '/studio/settings/backup-recovery';

const backup = (extra: Partial<Backup> = {}): Backup => ({
  id: '01900000-0000-7000-8000-00000000a001',
  name: 'Before the spring prices',
  description: 'Prices and hours as of March',
  sections: ['organization', 'personal'],
  encryption: true,
  status: 'success',
  type: 'manual',
  size: '0.02 MB',
  sizeBytes: 20_000,
  createdAt: '2026-03-02T15:00:00.000Z',
  createdBy: { firstName: 'Ines', lastName: 'Ibarra' },
  ...extra,
});

const point = (extra: Partial<RecoveryPoint> = {}): RecoveryPoint => ({
  id: '01900000-0000-7000-8000-00000000a101',
  description: 'Before restoring "Before the spring prices"',
  timestamp: '2026-03-01T09:00:00.000Z',
  changesSince: 3,
  confidence: 'high',
  ...extra,
});

function seedWith(backups: Backup[], points: RecoveryPoint[] = [], passphraseSet = true) {
  return (client: QueryClient) => {
    client.setQueryData(backupKeys.list, { backups });
    client.setQueryData(backupKeys.recoveryPoints, { recoveryPoints: points });
    client.setQueryData(backupKeys.passphrase, { isSet: passphraseSet });
  };
}

const render = (backups: Backup[], points: RecoveryPoint[] = [], role = 'owner') =>
  htmlText(renderPage(<BackupRecoveryPage />, { url: PATH, me: sessionAs(role), seed: seedWith(backups, points) }));

describe('Backup & Recovery page', () => {
  it('shows the title, the subtitle and the actions', () => {
    const text = render([]);
    expect(text).toContain('Backup & Recovery');
    expect(text).toContain('Manage settings backups and restore points');
    expect(text).toContain('Create Backup');
    expect(text).toContain('Refresh');
    expect(text).toContain('Restore from a file');
  });

  it('says there are no backups yet, with the cards at zero and the last backup never made', () => {
    const text = render([]);
    expect(text).toContain('No backups yet');
    expect(text).toContain('Total Backups 0 0 successful');
    expect(text).toContain('Storage Used 0.00 MB');
    expect(text).toContain('Last Backup Never');
    expect(text).toContain('Recovery Points 0');
    expect(text).not.toContain('Quick Recovery Points');
  });

  it('counts the real list in the summary cards: successful ones, megabytes, the newest backup and its type', () => {
    const text = render(
      [
        backup({ id: '01900000-0000-7000-8000-00000000a003', type: 'recovery_point', createdBy: null }),
        backup({ id: '01900000-0000-7000-8000-00000000a002', status: 'failed', sizeBytes: 1_048_576 }),
        backup(),
      ],
      [point()],
    );
    expect(text).toContain('Total Backups 3 2 successful');
    // 20,000 + 1,048,576 + 20,000 bytes, in megabytes of 1024 × 1024.
    expect(text).toContain('Storage Used 1.04 MB');
    expect(text).toMatch(/Last Backup 03\/02\/2026 10:00 AM Recovery point/);
    expect(text).toContain('Recovery Points 1');
  });

  it('lists each backup with its details, its status and its actions named after it', () => {
    const html = renderPage(<BackupRecoveryPage />, {
      url: PATH,
      seed: seedWith([
        backup(),
        backup({ id: '01900000-0000-7000-8000-00000000a002', name: 'Broken', status: 'failed' }),
      ]),
    });
    const text = htmlText(html);
    expect(text).toContain('Backup History');
    expect(text).toContain('Before the spring prices');
    expect(text).toContain('Prices and hours as of March');
    expect(text).toContain('Sections: Organization Settings and Personal Preferences');
    expect(text).toContain('Manual');
    expect(text).toContain('Encrypted');
    expect(text).toContain('0.02 MB');
    expect(text).toContain('by Ines Ibarra');
    expect(text).toContain('Success');
    expect(text).toContain('Failed');
    expect(html).toContain('aria-label="Download Before the spring prices"');
    expect(html).toContain('aria-label="Restore Before the spring prices"');
    expect(html).toContain('aria-label="Delete Before the spring prices"');
    expect(text).not.toContain('No backups yet');
  });

  it('shows the quick recovery points with the changes since and the confidence', () => {
    const text = render(
      [backup()],
      [
        point(),
        point({
          id: '01900000-0000-7000-8000-00000000a102',
          description: 'Before importing clients',
          changesSince: 1,
          confidence: 'medium',
        }),
      ],
    );
    expect(text).toContain('Quick Recovery Points');
    expect(text).toContain('Before restoring "Before the spring prices"');
    expect(text).toContain('3 changes since');
    expect(text).toContain('High confidence');
    expect(text).toContain('Before importing clients');
    expect(text).toContain('1 change since');
    expect(text).toContain('Medium confidence');
  });

  it('tells someone who may not manage organization settings why, without any backup action', () => {
    const text = render([backup()], [point()], 'receptionist');
    expect(text).toContain('Backup & Recovery');
    expect(text).toContain('Backups are managed by administrators');
    expect(text).not.toContain('Create Backup');
    expect(text).not.toContain('Before the spring prices');
    expect(text).not.toContain('Restore from a file');
  });

  it('says the backups could not be loaded when the list failed', () => {
    const text = htmlText(
      renderPage(<BackupRecoveryPage />, {
        url: PATH,
        seed: (client) => {
          // As the cache holds a read that gave up (not tried again on this render).
          client.setQueryDefaults([...backupKeys.list], { retryOnMount: false });
          client
            .getQueryCache()
            .build(client, { queryKey: [...backupKeys.list] })
            .setState({ status: 'error', error: new Error('down'), errorUpdatedAt: 1, fetchStatus: 'idle' });
        },
      }),
    );
    expect(text).toContain('Error loading backups');
    expect(text).toContain('Failed to load backup data');
    expect(text).not.toContain('No backups yet');
  });
});
