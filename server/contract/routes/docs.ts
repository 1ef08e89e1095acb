import { defineRoute } from './define';

/**
 * The API's own description (issue 18): the OpenAPI document generated from this route map, and a
 * small page listing it for people. Public: it describes what exists, never anyone's data, and the
 * people writing against the headless server read it before they have an account.
 * Neither declares a response schema: the document is served as text made once, and the page is HTML.
 */
export const docsRoutes = {
  page: defineRoute({ method: 'GET', path: '/api/docs', public: true }),
  document: defineRoute({ method: 'GET', path: '/api/docs/openapi.json', public: true }),
};
