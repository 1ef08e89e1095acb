import type { FastifyInstance } from 'fastify';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { authService } from '../auth/service';
import { findUserByEmail } from '../team/repository';

const otherSpaOwner = (app: FastifyInstance) => findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!;

export const routeSamples: RouteSample[] = [
  { route: 'GET /api/users/:id/avatar', foreignParams: (app) => ({ id: otherSpaOwner(app).id }) },
  {
    route: 'DELETE /api/users/sessions/:id',
    foreignParams: (app) => {
      authService(app.deps).startSession(otherSpaOwner(app), { ip: '127.0.0.1', userAgent: 'sample' });
      const row = app.deps.database.sqlite
        .prepare('select id from sessions where user_id = ? and ended_at is null order by created_at desc limit 1')
        .get(otherSpaOwner(app).id) as { id: string };
      return { id: row.id };
    },
  },
];
