import { DatabaseBackup, DatabaseBackupList } from '../database-backups';
import { defineRoute } from './define';

/**
 * Whole-database backups (issue 17), answered only by the embedded server of the desktop app:
 * a headless server's operator backs its database up by their own means. The copy holds everything
 * in the file, so it needs manage_organization_settings, like the settings backups.
 */
const permission = 'manage_organization_settings';
const PATH = '/api/database-backups';

export const databaseBackupsRoutes = {
  list: defineRoute({ method: 'GET', path: PATH, permission, response: DatabaseBackupList }),
  /** Backs up now, into the configured folder; answers the new backup. */
  create: defineRoute({
    method: 'POST',
    path: PATH,
    permission,
    response: DatabaseBackup,
    status: 201,
    activity: { section: 'backup', action: 'create' },
  }),
};
