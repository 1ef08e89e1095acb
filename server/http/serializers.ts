import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

// Fastify's own default (fast-json-stringify), which Fastify would otherwise call for every
// response schema of every route when the app gets ready.
const fastifyDefault = SerializerSelector();
const known = new WeakMap<object, Serializer>();

/**
 * Fastify's response serializers, each compiled when it is first used and remembered by its schema
 * object for the process. Fastify asks for one per route and status when the app gets ready:
 * about 2,600 compilations of fast-json-stringify, most of them of the same few error schemas
 * (contract/common.ts errorResponses), which took a fifth of starting the server. A schema
 * compiles to the same function whichever route it belongs to (the route is only named in compile
 * errors), so one compilation serves them all, the apps the tests build (one per test) reuse the
 * first app's, and an answer that is never sent is never compiled. Only for the app's plain setup
 * (no shared schemas, default options); anything else compiles as Fastify would.
 */
const rememberingSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifyDefault(externalSchemas, options);
  const plain = Object.keys(externalSchemas ?? {}).length === 0 && Object.keys(options ?? {}).length === 0;
  if (!plain) return compile;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const remembered = known.get(schema);
    if (remembered) return remembered;
    let serialize: Serializer | undefined;
    const onFirstUse: Serializer = (data) => (serialize ??= compile(route))(data);
    known.set(schema, onFirstUse);
    return onFirstUse;
  };
};

/** A response schema's serializer, compiled now as the server would: for the route tests. */
export function responseSerializer(schema: object, route: { method: string; url: string; httpStatus: string }) {
  return fastifyDefault(undefined, undefined)({ schema, ...route });
}

/** buildApp's `schemaController` (request validators are remembered in plugins/validation.ts). */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer: rememberingSerializers },
};
