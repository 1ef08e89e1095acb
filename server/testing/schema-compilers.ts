import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

// Fastify's own default (fast-json-stringify), which every app would otherwise build afresh: it
// compiles each route's response schemas on ready, about half of building an app. Fastify depends
// on this package; only the tests import it.
const fastifyDefault = SerializerSelector();
const known = new WeakMap<object, Serializer>();

/**
 * Fastify's response serializers, each remembered by its schema object for the worker: the route
 * schemas are constants, so every app after the first reuses them. Only for the app's plain setup
 * (no shared schemas, default options), where a schema always compiles to the same function.
 */
const rememberingSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifyDefault(externalSchemas, options);
  const plain = Object.keys(externalSchemas ?? {}).length === 0 && Object.keys(options ?? {}).length === 0;
  if (!plain) return compile;
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serialize = known.get(schema);
    if (!serialize) {
      serialize = compile(route);
      known.set(schema, serialize);
    }
    return serialize;
  };
};

/** For buildApp's `schemaController` (request validators are remembered in plugins/validation.ts). */
export const testSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer: rememberingSerializers },
};
