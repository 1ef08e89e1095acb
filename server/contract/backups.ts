import { Type, type Static } from 'typebox';
import { Id, Labelled, Strict } from './common';

/** Spec part 3 §3 "Backup": the parts of the settings a backup can hold, with their labels. */
export const BACKUP_SECTIONS = ['organization', 'personal', 'branding', 'financial', 'team', 'security'] as const;
export type BackupSection = (typeof BACKUP_SECTIONS)[number];

export const BACKUP_SECTION_LABELS: Readonly<Record<BackupSection, string>> = {
  organization: 'Organization Settings',
  personal: 'Personal Preferences',
  branding: 'Branding & Appearance',
  financial: 'Financial Settings',
  team: 'Team & Permissions',
  security: 'Security Settings',
};

/** §3: "Default sections: organization and personal. Encryption defaults to on." */
export const DEFAULT_BACKUP_SECTIONS: readonly BackupSection[] = ['organization', 'personal'];

/** A backup made by hand, or taken automatically before a risky change. */
export const BACKUP_TYPES = ['manual', 'recovery_point'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

/** Recovery points kept per organization: older ones are deleted as new ones are taken. */
export const MAX_RECOVERY_POINTS = 20;

/** The backup passphrase: long enough that guessing it through scrypt is hopeless. */
export const MIN_PASSPHRASE_LENGTH = 12;
export const MAX_PASSPHRASE_LENGTH = 1024;

/** The largest backup file accepted for a restore from a file (its text). */
export const MAX_BACKUP_FILE_CHARS = 5 * 1024 * 1024;

/** §3 "Recovery point": how sure a restore is to bring back what the owner expects. */
export const RECOVERY_CONFIDENCE = ['high', 'medium', 'low'] as const;
export type RecoveryConfidence = (typeof RECOVERY_CONFIDENCE)[number];

/** High when at most 5 settings changes were made since the point was taken, medium up to 20. */
export function confidenceOf(changesSince: number): RecoveryConfidence {
  if (changesSince <= 5) return 'high';
  if (changesSince <= 20) return 'medium';
  return 'low';
}

/** §3: the size is shown as "0.02 MB"; any non-empty backup reads at least 0.01 MB. */
export function backupSizeLabel(sizeBytes: number): string {
  const megabytes = sizeBytes / (1024 * 1024);
  return `${(sizeBytes > 0 ? Math.max(megabytes, 0.01) : 0).toFixed(2)} MB`;
}

/** The server's words for what a user did wrong or what a file is; shown in toasts as they are. */
export const BACKUP_MESSAGES = {
  nameRequired: 'Please enter a name for your backup',
  passphraseNotSet:
    'Set a backup passphrase first: encrypted backups need it. You can also turn encryption off for this backup.',
  passphraseNeeded: 'This backup is encrypted. Enter its passphrase to restore it.',
  damaged: 'This backup file has been changed or damaged, so it cannot be restored.',
  wrongPassphrase: 'The passphrase does not open this backup.',
  newerVersion: 'This backup was made by a newer version of the app. Update the app to restore it.',
  otherOrganization: 'This backup belongs to another business and cannot be restored here.',
  notABackup: 'This is not a settings backup file.',
  invalidSetting: (section: string) =>
    `This backup cannot be restored: its ${section} hold a value this app does not accept. Nothing was changed.`,
} as const;

const Section = Type.Enum([...BACKUP_SECTIONS], { title: 'Section' });

export const Backup = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  sections: Type.Array(Type.String()),
  encryption: Type.Boolean(),
  /** success | failed */
  status: Type.String(),
  type: Type.Enum([...BACKUP_TYPES]),
  /** "0.02 MB" */
  size: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  createdBy: Type.Union([Strict({ firstName: Type.String(), lastName: Type.String() }), Type.Null()]),
});
export type Backup = Static<typeof Backup>;

/** GET /api/settings/backups: manual backups and recovery points, newest first. */
export const BackupList = Strict({ backups: Type.Array(Backup) });
export type BackupList = Static<typeof BackupList>;

export const RecoveryPoint = Strict({
  id: Id,
  description: Type.String(),
  timestamp: Type.String(),
  /** Successful settings changes recorded in the activity log since it was taken. */
  changesSince: Type.Integer({ minimum: 0 }),
  confidence: Type.Enum([...RECOVERY_CONFIDENCE]),
});
export type RecoveryPoint = Static<typeof RecoveryPoint>;

export const RecoveryPointList = Strict({ recoveryPoints: Type.Array(RecoveryPoint) });
export type RecoveryPointList = Static<typeof RecoveryPointList>;

/** POST /api/settings/backups. No minLength on the name: a blank one gets the spec's sentence. */
export const CreateBackupBody = Strict({
  name: Type.String({ title: 'Backup name', maxLength: 100 }),
  description: Type.Optional(Type.String({ title: 'Description', maxLength: 500 })),
  sections: Type.Optional(
    Type.Array(Section, {
      title: 'Sections',
      minItems: 1,
      maxItems: BACKUP_SECTIONS.length,
      uniqueItems: true,
      errorMessage: 'must list at least one section, each once',
    }),
  ),
  encryption: Type.Optional(Type.Boolean({ title: 'Encryption' })),
});
export type CreateBackupBody = Static<typeof CreateBackupBody>;

/** What a restore did: the recovery point taken first undoes it. */
export const RestoreResult = Strict({
  restored: Type.Literal(true),
  recoveryPointId: Id,
  /**
   * The sections written. Personal preferences are the person's who made the backup: restored
   * by someone else, they are left alone and not listed here.
   */
  sections: Type.Array(Type.String()),
});
export type RestoreResult = Static<typeof RestoreResult>;

/** POST /api/settings/backups/restore-file: the file's text, as the browser read it. */
export const RestoreFileBody = Strict({
  file: Type.String({ title: 'Backup file', minLength: 1, maxLength: MAX_BACKUP_FILE_CHARS }),
  passphrase: Type.Optional(Type.String({ title: 'Passphrase', maxLength: MAX_PASSPHRASE_LENGTH })),
});
export type RestoreFileBody = Static<typeof RestoreFileBody>;

export const PassphraseStatus = Strict({ isSet: Type.Boolean() });
export type PassphraseStatus = Static<typeof PassphraseStatus>;

export const SetPassphraseBody = Strict({
  passphrase: Labelled(
    'Backup passphrase',
    Type.String({ minLength: MIN_PASSPHRASE_LENGTH, maxLength: MAX_PASSPHRASE_LENGTH }),
  ),
});
export type SetPassphraseBody = Static<typeof SetPassphraseBody>;
