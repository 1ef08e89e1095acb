import type { FastifyInstance } from 'fastify';
import { BACKUP_SECTION_LABELS, type BackupSection } from '../../contract/backups';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { backupsService } from './service';

const { backups: routes } = ROUTES;

const sectionList = (sections: readonly string[]) =>
  sections.map((section) => BACKUP_SECTION_LABELS[section as BackupSection] ?? section).join(', ');

/** Backup & Recovery (settings/backup-recovery): backups, recovery points, the passphrase. */
export async function backupsRoutes(app: FastifyInstance): Promise<void> {
  const backups = backupsService(app.deps);

  route(app, routes.list, (_request, _reply, ctx) => ({ backups: backups.list(ctx) }), KEEP_ANSWER);

  route(
    app,
    routes.recoveryPoints,
    (_request, _reply, ctx) => ({ recoveryPoints: backups.recoveryPoints(ctx) }),
    KEEP_ANSWER,
  );

  route(app, routes.create, (request, _reply, ctx) => {
    const backup = backups.create(ctx, request.body);
    request.activityNote.details =
      `Created the backup "${backup.name}" (${sectionList(backup.sections)}` +
      `${backup.encryption ? ', encrypted' : ''})`;
    return backup;
  });

  route(app, routes.restore, (request, _reply, ctx) => {
    const { name, recoveryPointId, sections, changes } = backups.restore(ctx, request.params.id);
    request.activityNote.details = `Restored settings from the backup "${name}" (${sectionList(sections)})`;
    request.activityNote.changes = changes;
    return { restored: true as const, recoveryPointId, sections };
  });

  route(app, routes.restoreFile, (request, _reply, ctx) => {
    const { name, recoveryPointId, sections, changes } = backups.restoreFile(ctx, request.body);
    request.activityNote.details = `Restored settings from the file "${name}" (${sectionList(sections)})`;
    request.activityNote.changes = changes;
    return { restored: true as const, recoveryPointId, sections };
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const { name } = backups.remove(ctx, request.params.id);
    request.activityNote.details = `Deleted the backup "${name}"`;
  });

  route(app, routes.download, (request, reply, ctx) => {
    const file = backups.download(ctx, request.params.id);
    request.activityNote.details = `Downloaded the backup "${file.name}"`;
    return reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .type(file.encrypted ? 'application/octet-stream' : 'application/json; charset=utf-8')
      .send(file.payload);
  });

  route(app, routes.passphrase, (_request, _reply, ctx) => backups.passphraseStatus(ctx), KEEP_ANSWER);

  route(app, routes.setPassphrase, (request, _reply, ctx) => {
    const { wasSet, reencrypted } = backups.setPassphrase(ctx, request.body.passphrase);
    request.activityNote.details = wasSet
      ? `Changed the backup passphrase (${reencrypted} stored backup${reencrypted === 1 ? '' : 's'} re-encrypted)`
      : 'Set the backup passphrase';
    return { isSet: true };
  });
}
