import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';
import { menuPermission } from '../../app/sections/section';
import { BACKUP_HISTORY_ID } from './anchors';

/**
 * Backup & Recovery (backup-recovery, spec part 3 §2): settings backups with their history,
 * download, restore and delete, restore from a downloaded file, and the recovery points taken
 * before risky changes. The menu shows it to everyone (the shared rules do not gate the route);
 * the page itself says that managing backups needs manage_organization_settings, as the server does.
 */
export const backupRecoverySection: SettingsSection = {
  path: 'backup-recovery',
  titleId: 'section.backupRecovery',
  icon: 'database',
  group: 'advanced',
  permission: menuPermission('backup-recovery'),
  page: lazyPage(() => import('./BackupRecoveryPage').then((m) => m.BackupRecoveryPage)),
  keywords: [{ labelId: 'backups.search.label', termsId: 'backups.search.terms', fieldId: BACKUP_HISTORY_ID }],
};
