import fastifyMultipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../contract/common';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from '../contract/routes';
import { derivedRead, keptAnswersOf } from '../db/read-cache';
import { etagOf, type Version } from '../documents/versions';
import { requireCtx, type RequestContext } from '../types';
import { uploadSizeGuard } from './upload-size';

/** The optional If-Match header of writes to versioned documents and records. */
export const IfMatchHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) });

/** What a versioned route's handler answers: the body, and the version its ETag names. */
export interface Versioned<T> {
  data: T;
  version: Version;
}

type IsVersioned<R> = R extends { versioned: true } ? true : false;

/** The request as the route's schemas have already validated it. */
export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: ParamsOf<R>;
  Querystring: QueryOf<R>;
  Body: BodyOf<R>;
  Headers: IsVersioned<R> extends true ? { 'if-match'?: string } : unknown;
}>;

/** The caller: always there behind the guard; a public route may have one or not. */
export type RouteCtx<R extends RouteDef> = R extends { public: true } ? RequestContext | null : RequestContext;

/**
 * A read's answer that is a file rather than JSON (a stored picture): its bytes, its MIME type and
 * how long browsers may keep it. The route sends it with those headers; a route that keeps its
 * answers keeps the bytes as it keeps JSON.
 */
export class FileAnswer {
  constructor(
    readonly bytes: Buffer,
    readonly type: string,
    readonly cacheControl: string,
  ) {}
}

/**
 * What a handler returns: nothing for 204, `{ data, version }` for a versioned answer (the ETag is
 * set from it, so it cannot be forgotten), the body otherwise; a FileAnswer for a route without a
 * JSON answer, or the reply itself when the handler sent something else.
 */
export type RouteAnswer<R extends RouteDef> = R extends { status: 204 }
  ? // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a 204 handler just returns; only void admits that
    void
  : IsVersioned<R> extends true
    ? Versioned<ResponseOf<R>>
    : R extends { response: unknown }
      ? ResponseOf<R>
      : FileAnswer | FastifyReply;

export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
  ctx: RouteCtx<R>,
) => RouteAnswer<R> | FastifyReply | Promise<RouteAnswer<R> | FastifyReply>;

/** Transport policy that is the server's own business, not the contract's. */
export interface RouteOptions {
  rateLimit?: RateLimitOptions;
  /**
   * The answer depends on nothing but the database, the caller and the URL, or may be up to a
   * second old: it is kept, as its JSON in UTF-8 or a FileAnswer's bytes, per session and URL until
   * the next write or for a second (db/read-cache.ts, KeptAnswers), and a repeated read skips the
   * handler. So a file read, or a count kept in memory (the month's API calls), is a second old at
   * most. Only for reads that look at no request header and set no header of their own (a
   * FileAnswer's type and caching travel with it); a handler that writes keeps nothing.
   */
  keepAnswer?: boolean;
}

/** The options of a read whose answer is kept until the next write (RouteOptions.keepAnswer). */
export const KEEP_ANSWER: RouteOptions = Object.freeze({ keepAnswer: true });

/**
 * An answer as kept between reads: its JSON, encoded as UTF-8 once (sending a string encodes it on
 * every send, slowest for text with characters beyond Latin-1: a 20 KB notification log page spent
 * most of its time there), or a file's bytes; its type, and its ETag if the route is versioned or
 * the browser's caching if it is a file.
 */
interface KeptAnswer {
  body: Buffer;
  type: string;
  etag: string | undefined;
  cacheControl: string | undefined;
}

const UPLOAD_ERRORS = { 413: errorResponses[400], 415: errorResponses[400] };
/** One file per upload, 10 MB at most (a route asks for less: avatars 5 MB), a few form fields. */
const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 };
const NO_CONTENT = Type.Null();

// One schema object per declaration for the process: Fastify marks a schema it has normalised and
// skips it next time, and every app built in a test worker registers the same declarations.
const schemas = new WeakMap<RouteDef, FastifySchema>();

function schemaOf(def: RouteDef): FastifySchema {
  let schema = schemas.get(def);
  if (!schema) {
    schema = buildSchema(def);
    schemas.set(def, schema);
  }
  return schema;
}

function buildSchema(def: RouteDef): FastifySchema {
  const status = def.status ?? 200;
  const success = def.response ? { [status]: def.response } : status === 204 ? { 204: NO_CONTENT } : {};
  return {
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.body ? { body: def.body } : {}),
    ...(def.versioned && def.method !== 'GET' ? { headers: IfMatchHeaders } : {}),
    response: { ...success, ...errorResponses, ...(def.multipart ? UPLOAD_ERRORS : {}) },
  };
}

function configOf(
  def: RouteDef,
  options: RouteOptions,
  sendKeptAnswer: FastifyContextConfig['sendKeptAnswer'],
): FastifyContextConfig {
  return {
    ...(def.public ? { public: true } : { permission: def.permission }),
    ...(def.activity ? { activity: def.activity } : {}),
    ...(def.multipart ? { multipart: true } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(sendKeptAnswer ? { sendKeptAnswer } : {}),
  };
}

// The JSON of answers that are read again unchanged: cached reads (db/read-cache.ts, documents)
// hand out the same frozen object until the next write, so its text is made once. Weak keys: an
// answer built afresh for each request simply drops out.
const texts = new WeakMap<object, string>();
const JSON_TYPE = 'application/json; charset=utf-8';

const keptFile = (file: FileAnswer): KeptAnswer => ({
  body: file.bytes,
  type: file.type,
  etag: undefined,
  cacheControl: file.cacheControl,
});

/** The answer as JSON text by the route's own response schema, remembered for frozen answers. */
function serialized(body: unknown, reply: FastifyReply): unknown {
  if (typeof body !== 'object' || body === null || !Object.isFrozen(body)) return body;
  let text = texts.get(body);
  if (text === undefined) {
    // The route's fast-json-stringify serializer: it makes strings (Fastify types any serializer).
    text = reply.serialize(body) as string;
    texts.set(body, text);
  }
  // A JSON content type with a string body: Fastify sends the text as it is.
  void reply.type(JSON_TYPE);
  return text;
}

/** derivedRead's caller for answers that are the same for everyone who reads them. */
const EVERYONE = {};

/**
 * An answer wrapped around a read, `{ items }` or `{ templates }`. For a read from the cache
 * (db/read-cache.ts: the same frozen value until the next write) it is the same frozen object each
 * time, so its JSON is made once (serialized, above); a read made afresh gets a fresh answer.
 */
export function answerAround<R extends object, A extends object>(read: R, wrap: (read: R) => A): A {
  return derivedRead(read, EVERYONE, () => wrap(read));
}

/** A list route's answer, `{ items }` (answerAround). */
export function listAnswer<T>(items: T[]): { items: T[] } {
  return answerAround(items, () => ({ items }));
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Registers one route of the contract's map: its schemas, who may call it, its activity entry and
 * upload flag all come from the declaration, so none can be forgotten or mistyped here. Versioned
 * routes accept If-Match (the service checks it against the current version: documents/versions.ts)
 * and answer with the ETag of what they return.
 */
export function route<const R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const status = def.status ?? 200;
  const versioned = def.versioned === true;

  const memoize = def.method === 'GET' && def.response !== undefined;
  // A kept answer is sent from the guard (plugins/auth.ts): a route hook of its own (a rate limit,
  // an upload's size check) would run after that, so such a route keeps nothing.
  const ownHooks = options.rateLimit || def.multipart || def.bodyLimit;
  if (options.keepAnswer && (def.method !== 'GET' || def.public || def.activity || status !== 200 || ownHooks)) {
    throw new Error(
      `${def.method} ${def.path}: only a signed-in read without an activity entry or hooks of its own keeps its answer`,
    );
  }
  const kept = options.keepAnswer ? keptAnswersOf<KeptAnswer>(app.deps.database.sqlite) : undefined;

  function send(answer: KeptAnswer, reply: FastifyReply): Buffer {
    if (answer.etag !== undefined) void reply.header('etag', answer.etag);
    if (answer.cacheControl !== undefined) void reply.header('cache-control', answer.cacheControl);
    void reply.type(answer.type);
    return answer.body;
  }

  /**
   * The answer kept for this caller and URL, sent at once. A kept answer exists only once the whole
   * way of a request (the guard, the system rules, validation of this same URL, the handler)
   * succeeded for this caller's context, which the guard replaces when their rights change; the
   * guard has just passed this request too. So a repeated read skips what follows the guard.
   */
  const sendKeptAnswer = kept
    ? (reply: FastifyReply, ctx: RequestContext, at: number): boolean => {
        const known = kept.get(ctx, reply.request.url, at);
        if (!known) return false;
        void reply.send(send(known, reply));
        return true;
      }
    : undefined;

  /** A handler's answer made into JSON once, kept, then sent (keepAnswer). */
  function keep(
    answer: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    ctx: RequestContext,
    changes: number,
    at: number,
  ): unknown {
    if (answer === reply || reply.sent) return reply;
    let made: KeptAnswer;
    if (answer instanceof FileAnswer) made = keptFile(answer);
    else {
      const withVersion = versioned ? (answer as Versioned<unknown>) : undefined;
      made = {
        // The route's fast-json-stringify serializer: it makes strings (Fastify types any serializer).
        body: Buffer.from(reply.serialize(withVersion ? withVersion.data : answer) as string),
        type: JSON_TYPE,
        etag: withVersion ? etagOf(withVersion.version) : undefined,
        cacheControl: undefined,
      };
    }
    kept!.keep(ctx, request.url, made, made.body.length, changes, at);
    return send(made, reply);
  }

  // Sync handlers stay sync: the hot reads pay for no extra promise.
  function finish(answer: unknown, reply: FastifyReply): unknown {
    if (answer === reply || reply.sent) return reply;
    if (answer instanceof FileAnswer) return send(keptFile(answer), reply);
    if (status !== 200) void reply.code(status);
    if (status === 204) return reply.send();
    let body = answer;
    if (versioned) {
      const { data, version } = answer as Versioned<unknown>;
      void reply.header('etag', etagOf(version));
      body = data;
    }
    return memoize ? serialized(body, reply) : body;
  }

  const declaration = {
    method: def.method,
    url: def.path,
    schema: schemaOf(def),
    config: configOf(def, options, sendKeptAnswer),
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    // Fastify doubles every GET with a HEAD route. Only the public reads keep theirs (the booking
    // page's API, for caches and link checkers): the signed-in reads are fetched by the app alone,
    // and their HEAD twins were a third of the routes each app registers (a test builds one each).
    ...(def.method === 'GET' && !def.public ? { exposeHeadRoute: false } : {}),
    // Files (uploads, imports, backup files) are also held to the organization's own maximum.
    ...(def.multipart || def.bodyLimit ? { onRequest: uploadSizeGuard(app) } : {}),
    handler(request: FastifyRequest, reply: FastifyReply) {
      const ctx = (def.public ? request.ctx : requireCtx(request.ctx)) as RouteCtx<R>;
      if (kept) {
        // The guard found nothing kept for this caller and URL (sendKeptAnswer): made and kept now.
        const caller = ctx as RequestContext;
        const at = app.deps.now().getTime();
        const changes = kept.changes();
        const answer = handler(request as RouteRequest<R>, reply, ctx);
        return isThenable(answer)
          ? answer.then((value) => keep(value, request, reply, caller, changes, at))
          : keep(answer, request, reply, caller, changes, at);
      }
      const answer = handler(request as RouteRequest<R>, reply, ctx);
      return isThenable(answer) ? answer.then((value) => finish(value, reply)) : finish(answer, reply);
    },
  };
  // An upload gets the multipart parser in a scope of its own: @fastify/multipart adds two promise
  // hooks to every request of the scope it is registered in, which every other route would pay.
  if (def.multipart) {
    app.register(
      named(`uploads ${def.path}`, async (uploads: FastifyInstance) => {
        await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
        uploads.route(declaration);
      }),
    );
  } else app.route(declaration);
}

/** A versioned record as its route answers it: the record, and its own version for the ETag. */
export const versionedAnswer = <T extends { version: Version }>(record: T): Versioned<T> => ({
  data: record,
  version: record.version,
});

/** The If-Match a versioned write was sent with (validated by IfMatchHeaders), if any. */
export const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['if-match'];
  return typeof value === 'string' ? value : undefined;
};

/**
 * A plugin with its name set where Fastify looks first: without one, Fastify searches the whole
 * module cache for the function at every registration, about a twentieth of building an app.
 */
export function named<T extends (...args: never[]) => unknown>(name: string, plugin: T): T {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name });
  return plugin;
}
