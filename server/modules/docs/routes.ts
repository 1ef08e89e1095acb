import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { openApiDocument } from '../../openapi/build-document';
import { docsPage } from '../../openapi/html-page';

/** The API's description (issue 18): the OpenAPI document and its readable page, both built once. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  route(app, ROUTES.docs.document, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApiDocument().text),
  );
  route(app, ROUTES.docs.page, (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage()));
}
