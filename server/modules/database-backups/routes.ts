import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { databaseBackupsService } from './service';

const { databaseBackups: routes } = ROUTES;

/** Whole-database backups of the desktop app: the list and "Back up now". */
export async function databaseBackupsRoutes(app: FastifyInstance): Promise<void> {
  const backups = databaseBackupsService(app.deps);

  route(app, routes.list, (_request, _reply, ctx) => backups.list(ctx));

  route(app, routes.create, async (request, reply, ctx) => {
    const backup = await backups.create(ctx);
    request.activityNote.detail = detail('activityDetail.databaseBackups.created', { name: backup.name });
    return backup;
  });
}
