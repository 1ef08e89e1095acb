import { ErrorBody } from '../contract/common';
import { SIGNED_IN } from '../contract/permissions';
import { ROUTES, type RouteDef } from '../contract/routes';
import { APP_VERSION } from '../version';
import { toJsonSchema, type JsonSchema } from './json-schema';

/** One operation of the document, with the area (ROUTES key) it is listed under. */
export interface DocumentedRoute {
  area: string;
  /** Its key in the area's map ('create', 'sessions.revoke'): the operationId is `area.name`. */
  name: string;
  route: RouteDef;
}

type Group = { readonly [name: string]: RouteDef | Group };
const isRoute = (entry: RouteDef | Group): entry is RouteDef => 'method' in entry && 'path' in entry;

function routesOf(group: Group, prefix = ''): { name: string; route: RouteDef }[] {
  return Object.entries(group).flatMap(([key, entry]) =>
    isRoute(entry) ? [{ name: `${prefix}${key}`, route: entry }] : routesOf(entry, `${prefix}${key}.`),
  );
}

/** Every route of the map with its area, in the map's order (the same routes as ALL_ROUTES). */
export function documentedRoutes(routes: Readonly<Record<string, Group>> = ROUTES as never): DocumentedRoute[] {
  return Object.entries(routes).flatMap(([area, group]) => routesOf(group).map((entry) => ({ area, ...entry })));
}

/** Fastify's `/api/roles/:id` as OpenAPI's `/api/roles/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** Who may call it, in words: the HTML page and each operation's description say the same. */
export function accessText(route: RouteDef): string {
  if (route.public) return 'Public: no sign-in needed.';
  if (route.permission === SIGNED_IN) return 'Any signed-in user.';
  return `Needs the permission ${route.permission}.`;
}

/** `public`, `signed_in` or the permission's name: the `x-permission` field. */
export const accessName = (route: RouteDef): string => (route.public ? 'public' : route.permission);

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

function parametersOf(route: RouteDef): Parameter[] {
  const params = route.params ? toJsonSchema(route.params) : {};
  const paramProps = (params.properties ?? {}) as Record<string, JsonSchema>;
  // Every `{name}` of the path is declared, with its schema when the route gives one.
  const path = pathNames(route.path).map((name) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: paramProps[name] ?? { type: 'string' },
  }));
  const query = route.query ? toJsonSchema(route.query) : {};
  const required = new Set((query.required ?? []) as string[]);
  const queryParams = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    schema,
    ...(typeof schema.title === 'string' ? { description: schema.title } : {}),
  }));
  return [...path, ...queryParams];
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function responsesOf(route: RouteDef): Record<string, unknown> {
  const status = route.status ?? 200;
  let success: unknown;
  if (status === 204) success = { description: 'Done; no content.' };
  else if (route.response)
    success = { description: 'Success.', content: { 'application/json': { schema: toJsonSchema(route.response) } } };
  // The map leaves the schema off answers that are not JSON: files, pictures, this document.
  else success = { description: 'Success: a file, a picture or a page rather than JSON.' };
  return { [String(status)]: success, '4XX': ERROR_RESPONSE, '5XX': ERROR_RESPONSE };
}

function operationOf({ area, name, route }: DocumentedRoute): Record<string, unknown> {
  const parameters = parametersOf(route);
  const bodyType = route.multipart ? 'multipart/form-data' : 'application/json';
  return {
    operationId: `${area}.${name}`,
    summary: `${route.method} ${route.path}`,
    description: accessText(route),
    tags: [area],
    'x-permission': accessName(route),
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { [bodyType]: { schema: toJsonSchema(route.body) } } } }
      : {}),
    ...(route.versioned ? { 'x-versioned': true } : {}),
    responses: responsesOf(route),
  };
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, unknown>;
  security: Record<string, string[]>[];
}

/** The OpenAPI 3.1 document of `routes` (the whole route map unless a test gives another). */
export function buildOpenApiDocument(routes: DocumentedRoute[] = documentedRoutes()): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const entry of routes) {
    const key = openApiPath(entry.route.path);
    (paths[key] ??= {})[entry.route.method.toLowerCase()] = operationOf(entry);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Salon Back Office API',
      version: APP_VERSION,
      description:
        'Generated from the server route map. Sign in with POST /api/auth/login and send the token it returns as a Bearer token. ' +
        'Each operation says who may call it (x-permission).',
    },
    tags: [...new Set(routes.map((entry) => entry.area))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: toJsonSchema(ErrorBody) },
      responses: {
        Error: {
          description: 'The failure, with a plain-English message.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    security: [{ bearer: [] }],
  };
}

let built: { document: OpenApiDocument; text: string } | undefined;

/** The document of the route map and its JSON text, made once: the map never changes at run time. */
export function openApiDocument(): { document: OpenApiDocument; text: string } {
  if (built === undefined) {
    const document = buildOpenApiDocument();
    built = { document, text: JSON.stringify(document) };
  }
  return built;
}
