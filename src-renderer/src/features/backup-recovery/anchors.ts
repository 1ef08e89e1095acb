/**
 * The anchor the settings search lands on: the backup history. Apart from the page's code, so the
 * menu's entry (section.ts, in the first bundle) takes nothing else of the page with it.
 */
export const BACKUP_HISTORY_ID = 'backups-history';
