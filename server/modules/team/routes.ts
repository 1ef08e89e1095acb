import type { FastifyInstance } from 'fastify';
import { detail, roleValue } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { diffChanges } from '../../documents/diff';
import { KEEP_ANSWER, ifMatchOf, listAnswer, route, versionedAnswer } from '../../http/route';
import { importSummary } from '../../imports/rows';
import { publicBaseUrl } from '../../plugins/same-origin';
import { practitionerService } from './practitioner-service';
import { teamService } from './service';
import { staffExport } from './staff-export';
import { staffImportService } from './staff-import';

const { team: routes, imports } = ROUTES;

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const team = teamService(app.deps);
  const practitioners = practitionerService(app.deps);
  const importer = staffImportService(app.deps);
  const exporter = staffExport(app.deps);

  route(app, routes.list, (_request, _reply, ctx) => listAnswer(team.list(ctx)), KEEP_ANSWER);

  route(app, routes.create, async (request, _reply, ctx) => {
    const { user, invitation } = await team.create(ctx, request.body, publicBaseUrl(app, request));
    request.activityNote.detail = detail(
      invitation ? 'activityDetail.team.addedAndInvited' : 'activityDetail.team.added',
      {
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        role: roleValue(user.role),
      },
    );
    request.activityNote.changes = diffChanges({}, { email: user.email, role: user.role.name });
    return versionedAnswer(user);
  });

  route(app, routes.changeRole, (request, _reply, ctx) => {
    const { user, changes } = team.changeRole(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.team.roleChanged', {
      email: user.email,
      role: roleValue(user.role),
    });
    request.activityNote.changes = changes;
    return versionedAnswer(user);
  });

  for (const [def, active] of [
    [routes.deactivate, false],
    [routes.reactivate, true],
  ] as const) {
    route(app, def, (request, _reply, ctx) => {
      const { user, changes } = team.setActive(ctx, request.params.id, active, ifMatchOf(request));
      request.activityNote.detail = detail(
        active ? 'activityDetail.team.reactivated' : 'activityDetail.team.deactivated',
        {
          email: user.email,
        },
      );
      request.activityNote.changes = changes;
      return versionedAnswer(user);
    });
  }

  route(app, routes.enableSignIn, async (request, _reply, ctx) => {
    const { user, changes } = await team.enableSignIn(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.team.signInGiven', {
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
    });
    request.activityNote.changes = changes;
    return versionedAnswer(user);
  });

  route(app, routes.invite, (request, _reply, ctx) => {
    const sent = team.invite(ctx, request.params.id, publicBaseUrl(app, request));
    // The link is in the email only: the log names who was invited, not with what.
    request.activityNote.detail = detail('activityDetail.team.invited', { email: sent.email });
    return sent;
  });

  route(app, routes.practitioner, (request, _reply, ctx) => practitioners.get(ctx, request.params.id), KEEP_ANSWER);

  route(app, routes.savePractitioner, (request, _reply, ctx) => {
    const { user, data, version, changes } = practitioners.save(
      ctx,
      request.params.id,
      request.body,
      ifMatchOf(request),
    );
    request.activityNote.detail = detail('activityDetail.team.practitionerUpdated', {
      name: `${user.firstName} ${user.lastName}`,
    });
    request.activityNote.changes = changes;
    return { data, version };
  });

  route(app, imports.importStaff, (request, _reply, ctx) => {
    const result = importer.import(ctx, request.body);
    request.activityNote.detail = importSummary('activityDetail.import.staff', {
      imported: result.imported,
      failed: result.failed,
    });
    return result;
  });

  route(app, imports.exportStaff, (request, reply, ctx) => exporter.send(ctx, reply, request.query.format ?? 'csv'));
}
