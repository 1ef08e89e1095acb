import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { backupsService } from './service';

const { backups: routes } = ROUTES;

const sectionList = (sections: readonly string[]) =>
  sections.map((section) => detail('activityDetail.backupSection', { section }));

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
    request.activityNote.detail = detail('activityDetail.backups.created', {
      name: backup.name,
      sections: sectionList(backup.sections),
      encrypted: backup.encryption ? 'yes' : 'no',
    });
    return backup;
  });

  route(app, routes.restore, (request, _reply, ctx) => {
    const { name, recoveryPointId, sections, changes } = backups.restore(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.backups.restored', { name, sections: sectionList(sections) });
    request.activityNote.changes = changes;
    return { restored: true as const, recoveryPointId, sections };
  });

  route(app, routes.restoreFile, (request, _reply, ctx) => {
    const { name, recoveryPointId, sections, changes } = backups.restoreFile(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.backups.restoredFile', {
      name,
      sections: sectionList(sections),
    });
    request.activityNote.changes = changes;
    return { restored: true as const, recoveryPointId, sections };
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const { name } = backups.remove(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.backups.deleted', { name });
  });

  route(app, routes.download, (request, reply, ctx) => {
    const file = backups.download(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.backups.downloaded', { name: file.name });
    return reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .type(file.encrypted ? 'application/octet-stream' : 'application/json; charset=utf-8')
      .send(file.payload);
  });

  route(app, routes.passphrase, (_request, _reply, ctx) => backups.passphraseStatus(ctx), KEEP_ANSWER);

  route(app, routes.setPassphrase, (request, _reply, ctx) => {
    const { wasSet, reencrypted } = backups.setPassphrase(ctx, request.body.passphrase);
    request.activityNote.detail = wasSet
      ? detail('activityDetail.backups.passphraseChanged', { count: reencrypted })
      : detail('activityDetail.backups.passphraseSet');
    return { isSet: true };
  });
}
