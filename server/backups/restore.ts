import { BACKUP_MESSAGES, BACKUP_SECTIONS, BACKUP_SECTION_LABELS, type BackupSection } from '../contract/backups';
import type { DocumentChanges } from '../documents/documents';
import { AppError, ForbiddenError } from '../errors';
import type { AppDeps, RequestContext } from '../types';
import type { BackupSnapshot } from './file';
import { takeRecoveryPoint } from './recovery';
import { InvalidSectionError, writeSection } from './sections';
import { TAX_RATES_KEY, writeTaxRates } from './tax-rates-section';
import { writeTeamSection } from './team-section';

export interface RestoreOutcome {
  recoveryPointId: string;
  sections: BackupSection[];
  changes: DocumentChanges;
}

/**
 * Puts a backup's settings back, all or nothing: in one transaction, a recovery point of the
 * current settings first (so the restore can be undone), then every section's documents. A value
 * that fails its check rolls everything back, the recovery point included.
 *
 * Personal preferences in a backup are those of the person who made it; restored by someone
 * else, that section is left alone (one person's theme and notifications are not another's).
 */
/** A section of settings documents; Financial's tax rates go through the Tax Configuration's rules. */
function writeDocumentsSection(
  deps: AppDeps,
  ctx: RequestContext,
  section: BackupSection,
  content: unknown,
  now: Date,
): DocumentChanges {
  if (section !== 'financial' || typeof content !== 'object' || content === null || !(TAX_RATES_KEY in content)) {
    return writeSection(deps.db, ctx, section, content, now);
  }
  const { [TAX_RATES_KEY]: rates, ...documents } = content as Record<string, unknown>;
  return { ...writeSection(deps.db, ctx, section, documents, now), ...writeTaxRates(deps, ctx, rates) };
}

export function restoreSnapshot(
  deps: AppDeps,
  ctx: RequestContext,
  snapshot: BackupSnapshot,
  name: string,
): RestoreOutcome {
  const now = deps.now();
  return deps.db.transaction(() => {
    const point = takeRecoveryPoint(deps, ctx, { reason: `Before restoring "${name}"` });
    const sections: BackupSection[] = [];
    const changes: DocumentChanges = {};
    for (const section of BACKUP_SECTIONS) {
      const content = snapshot.sections[section];
      if (content === undefined) continue;
      if (section === 'personal' && snapshot.userId !== ctx.user.id) continue;
      try {
        const written =
          section === 'team'
            ? writeTeamSection(deps, ctx, content)
            : writeDocumentsSection(deps, ctx, section, content, now);
        // The policy is its own permission's (a role may manage backups and not security).
        if (section === 'security' && Object.keys(written).length > 0 && !ctx.can('manage_security_settings')) {
          throw new ForbiddenError('You need permission to manage security settings to restore Security Settings');
        }
        Object.assign(changes, written);
      } catch (err) {
        if (err instanceof InvalidSectionError) {
          throw new AppError(400, BACKUP_MESSAGES.invalidSetting(BACKUP_SECTION_LABELS[section]), 'VALIDATION_ERROR');
        }
        throw err;
      }
      sections.push(section);
    }
    return { recoveryPointId: point.id, sections, changes };
  });
}
