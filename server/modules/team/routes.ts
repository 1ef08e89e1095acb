import type { FastifyInstance } from 'fastify';
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
    request.activityNote.details =
      `Added ${user.firstName} ${user.lastName} (${user.email}) as ${user.role.displayName}` +
      (invitation ? ' and sent them an invitation to choose a password' : '');
    request.activityNote.changes = diffChanges({}, { email: user.email, role: user.role.name });
    return versionedAnswer(user);
  });

  route(app, routes.changeRole, (request, _reply, ctx) => {
    const { user, changes } = team.changeRole(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.details = `Changed the role of ${user.email} to ${user.role.displayName}`;
    request.activityNote.changes = changes;
    return versionedAnswer(user);
  });

  for (const [def, active] of [
    [routes.deactivate, false],
    [routes.reactivate, true],
  ] as const) {
    route(app, def, (request, _reply, ctx) => {
      const { user, changes } = team.setActive(ctx, request.params.id, active, ifMatchOf(request));
      request.activityNote.details = `${active ? 'Reactivated' : 'Deactivated'} ${user.email}`;
      request.activityNote.changes = changes;
      return versionedAnswer(user);
    });
  }

  route(app, routes.enableSignIn, async (request, _reply, ctx) => {
    const { user, changes } = await team.enableSignIn(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.details = `Gave ${user.firstName} ${user.lastName} (${user.email}) sign-in`;
    request.activityNote.changes = changes;
    return versionedAnswer(user);
  });

  route(app, routes.invite, (request, _reply, ctx) => {
    const sent = team.invite(ctx, request.params.id, publicBaseUrl(app, request));
    // The link is in the email only: the log names who was invited, not with what.
    request.activityNote.details = `Sent an invitation to choose a password to ${sent.email}`;
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
    request.activityNote.details = `Updated the services, locations and time off of ${user.firstName} ${user.lastName}`;
    request.activityNote.changes = changes;
    return { data, version };
  });

  route(app, imports.importStaff, (request, _reply, ctx) => {
    const result = importer.import(ctx, request.body);
    request.activityNote.details = importSummary(
      { one: 'staff member', many: 'staff members' },
      { imported: result.imported, failed: result.failed },
    );
    return result;
  });

  route(app, imports.exportStaff, (request, reply, ctx) => exporter.send(ctx, reply, request.query.format ?? 'csv'));
}
