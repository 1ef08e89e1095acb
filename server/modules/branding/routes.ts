import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { FileAnswer, KEEP_ANSWER, route } from '../../http/route';
import { logoService } from './logo-service';
import { brandingActivityDetail, brandingService } from './service';
import { readLogoUpload } from './upload';

const { branding: routes } = ROUTES;

/** A logo's address names its content: it never changes, so anyone may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Branding & Communications, Theme Customization and Integrations (spec part 2 §7), and the logo. */
export async function brandingRoutes(app: FastifyInstance): Promise<void> {
  const logos = logoService(app.deps);

  documentRoutes(app, {
    get: routes.config,
    put: routes.saveConfig,
    service: brandingService(app.deps),
    detail: brandingActivityDetail,
  });

  route(app, routes.uploadLogo, async (request, _reply, ctx) =>
    logos.upload(ctx, await readLogoUpload(request, 'file')),
  );

  route(app, routes.logo, (_request, _reply, ctx) => logos.current(ctx), KEEP_ANSWER);

  route(app, routes.setLogo, async (request, _reply, ctx) => {
    const { answer, changes } = await logos.replace(ctx, await readLogoUpload(request, 'logo'));
    request.activityNote.detail = detail('activityDetail.branding.logoChanged');
    request.activityNote.changes = changes;
    return answer;
  });

  route(app, routes.removeLogo, (request, _reply, ctx) => {
    const { answer, changes } = logos.remove(ctx);
    request.activityNote.detail = detail('activityDetail.branding.logoRemoved');
    request.activityNote.changes = changes;
    return answer;
  });

  route(app, routes.publicLogo, async (request) => {
    const { bytes, mime } = await logos.file(request.params.organizationId, request.params.file);
    return new FileAnswer(bytes, mime, IMMUTABLE);
  });
}
