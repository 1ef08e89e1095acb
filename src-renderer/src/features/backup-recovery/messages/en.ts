/**
 * English texts of Backup & Recovery (issue 17; spec part 3 §2, §3, §5, §8). `type` is a backup's
 * type (manual or recovery_point), `section` one of the six backup sections, `level` a recovery
 * point's confidence (high, medium or low): ICU selects.
 */
export const backupsMessages = {
  'backups.subtitle': 'Manage settings backups and restore points',
  'backups.search.label': 'Backup History',
  'backups.search.terms': 'backup, restore, recovery point, undo, encryption, passphrase, download settings',

  // Summary cards
  'backups.summary.total': 'Total Backups',
  'backups.summary.total.note': '{count} successful',
  'backups.summary.storage': 'Storage Used',
  'backups.summary.storage.value': '{megabytes} MB',
  'backups.summary.storage.note': 'All backups together',
  'backups.summary.last': 'Last Backup',
  'backups.summary.last.never': 'Never',
  'backups.summary.last.noneNote': 'No backup has been made yet',
  'backups.summary.recoveryPoints': 'Recovery Points',
  'backups.summary.recoveryPoints.note': 'Taken before risky changes',

  // Actions
  'backups.create': 'Create Backup',
  'backups.refresh': 'Refresh',
  'backups.restoreFromFile': 'Restore from a file',

  // History
  'backups.history.title': 'Backup History',
  'backups.empty': 'No backups yet',
  'backups.empty.description': 'Create a backup to keep a copy of your settings that you can restore later.',
  'backups.type': '{type, select, recovery_point {Recovery point} other {Manual}}',
  'backups.status': '{status, select, success {Success} other {Failed}}',
  'backups.encrypted': 'Encrypted',
  'backups.row.sections': 'Sections: {sections}',
  'backups.row.createdBy': 'by {name}',
  'backups.row.createdByApp': 'by the app',
  'backups.row.download': 'Download',
  'backups.row.downloadOf': 'Download {name}',
  'backups.row.restore': 'Restore',
  'backups.row.restoreOf': 'Restore {name}',
  'backups.row.delete': 'Delete',
  'backups.row.deleteOf': 'Delete {name}',
  'backups.section':
    '{section, select, organization {Organization Settings} personal {Personal Preferences} branding {Branding & Appearance} financial {Financial Settings} team {Team & Permissions} security {Security Settings} other {{section}}}',

  // Create Backup dialog
  'backups.createDialog.name': 'Backup name',
  'backups.createDialog.namePlaceholder': 'e.g. Before the new price list',
  'backups.createDialog.description': 'Description',
  'backups.createDialog.sections': 'Sections to include',
  'backups.createDialog.noSections': 'Choose at least one section.',
  'backups.createDialog.encryption': 'Encryption',
  'backups.createDialog.encryptionHelp':
    'Encrypted with your backup passphrase, so a downloaded copy cannot be read without it.',
  'backups.createDialog.progress': 'Creating backup',
  'backups.cancel': 'Cancel',

  // The backup passphrase, offered in the Create Backup dialog before the first encrypted backup
  'backups.passphrase.title': 'Set a backup passphrase first',
  'backups.passphrase.explain':
    'Encrypted backups are locked with a passphrase you choose here, once. Keep it safe: without it a downloaded backup cannot be opened.',
  'backups.passphrase.field': 'Backup passphrase',
  'backups.passphrase.repeat': 'Repeat the passphrase',
  'backups.passphrase.tooShort': 'Use at least {min} characters.',
  'backups.passphrase.mismatch': 'The two passphrases are not the same.',
  'backups.passphrase.failed': 'Passphrase not saved',
  'backups.passphrase.failedBody': 'The backup passphrase could not be saved, so no backup was made.',

  // Confirmations (§5)
  'backups.delete.title': 'Are you sure you want to delete the backup "{name}"?',
  'backups.delete.confirm': 'Delete',
  'backups.restore.title': 'Restore "{name}"?',
  'backups.restore.body':
    'This will overwrite your current settings with the backup data. This action cannot be undone.',
  'backups.restore.confirm': 'Restore',

  // Quick Recovery Points
  'backups.recovery.title': 'Quick Recovery Points',
  'backups.recovery.description': 'Settings as they were just before a restore, an import or a settings template.',
  'backups.recovery.changesSince': '{changesSince, plural, one {# change since} other {# changes since}}',
  'backups.recovery.confidence': '{level, select, high {High} medium {Medium} other {Low}} confidence',
  'backups.recovery.restore': 'Restore',
  'backups.recovery.restoreOf': 'Restore the recovery point "{description}"',

  // Restore from a file
  'backups.file.explain':
    'Choose a backup file downloaded from this page. Your current settings are kept as a recovery point first.',
  'backups.file.choose': 'Choose file',
  'backups.file.none': 'No file chosen',
  'backups.file.chosen': 'Chosen: {fileName}',
  'backups.file.tooLarge': 'This file is larger than 5 MB, so it is not a settings backup.',
  'backups.file.unreadable': 'This file could not be read, or it is empty.',
  'backups.file.encrypted': 'This backup is encrypted. Enter the backup passphrase it was made with.',
  'backups.file.passphrase': 'Passphrase',
  'backups.file.submit': 'Restore',
  'backups.file.filterName': 'Settings backup',

  // Toasts (§8)
  'backups.toast.loadFailed': 'Error loading backups',
  'backups.toast.loadFailedBody': 'Failed to load backup data',
  'backups.toast.created': 'Backup created',
  'backups.toast.createdBody': 'Your settings have been backed up successfully',
  'backups.toast.createFailed': 'Backup failed',
  'backups.toast.createFailedBody': 'Failed to create backup',
  'backups.toast.nameRequired': 'Backup name required',
  'backups.toast.nameRequiredBody': 'Please enter a name for your backup',
  'backups.toast.restored': 'Restore successful',
  'backups.toast.restoredBody': 'Settings restored from "{name}"',
  'backups.toast.restoreFailed': 'Restore failed',
  'backups.toast.restoreFailedBody': 'Failed to restore backup',
  'backups.toast.deleted': 'Backup deleted',
  'backups.toast.deletedBody': 'The backup has been removed',
  'backups.toast.deleteFailed': 'Delete failed',
  'backups.toast.deleteFailedBody': 'Failed to delete backup',
  'backups.toast.downloadFailed': 'Download failed',
  'backups.toast.downloadFailedBody': 'The backup could not be downloaded. Please try again.',
  'backups.toast.savedTo': 'Saved to {path}',
  'backups.toast.downloaded': 'Backup downloaded',

  // Database backups (this computer): the desktop app's whole-database copies. `frequency` is the
  // System Configuration's backupFrequency (daily, weekly or monthly): an ICU select.
  'backups.database.title': 'Database backups (this computer)',
  'backups.database.explain':
    'The whole database is copied {frequency, select, weekly {every week} monthly {every month} other {every day}} into a folder you choose.',
  'backups.database.folder': 'Folder',
  'backups.database.noFolder': 'No folder chosen',
  'backups.database.noFolderHint': 'Choose a folder to start the scheduled backups.',
  'backups.database.last': 'Last backup',
  'backups.database.never': 'Never',
  'backups.database.chooseFolder': 'Choose folder',
  'backups.database.backUpNow': 'Back up now',
  'backups.database.list': 'Database backups',
  'backups.database.empty': 'No database backups in this folder yet.',
  'backups.database.size': '{megabytes} MB',
  'backups.database.more': '{count, plural, one {# older backup} other {# older backups}} in the folder',
  'backups.database.restore': 'Restore…',
  'backups.database.restoreOf': 'Restore the database from {name}',
  'backups.database.restoreFromFile': 'Restore from a file…',
  'backups.database.loadFailed': 'Database backups could not be loaded',
  'backups.database.toast.backedUp': 'Database backed up',
  'backups.database.toast.backedUpBody': 'Saved as {name}',
  'backups.database.toast.backUpFailed': 'Database backup failed',
  'backups.database.toast.backUpFailedBody': 'The database could not be backed up.',
  'backups.database.toast.folderFailed': 'Folder not changed',
  'backups.database.toast.folderFailedBody': 'The backup folder could not be saved. Please try again.',
  'backups.database.toast.restoreFailed': 'Database not restored',
  'backups.database.toast.restoreFailedBody': 'The database could not be restored.',

  // Someone without manage_organization_settings
  'backups.readOnly.title': 'Backups are managed by administrators',
  'backups.readOnly.body':
    'Creating, downloading and restoring settings backups needs the permission to manage organization settings. Ask an owner or administrator.',
} as const;

declare global {
  interface EnglishMessageParts {
    backups: typeof backupsMessages;
  }
}
