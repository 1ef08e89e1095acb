import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { DatabaseHealth } from './database-health';
import { readSystemConfiguration } from '../modules/system-configuration/document';
import { ErrorLog } from './error-log';
import { ErrorRing } from './error-ring';
import { ResponseHistogram } from './response-histogram';

const MINUTE_MS = 60_000;

/** What the server keeps in memory about itself for the performance monitor. */
export interface Monitor {
  responseTimes: ResponseHistogram;
  errors: ErrorRing;
  database: DatabaseHealth;
  errorLog: ErrorLog;
  /** Notes a 5xx answer; called by the error handler, which knows the message. */
  recordError(request: FastifyRequest, statusCode: number, message: string, stack?: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    monitor: Monitor;
  }
}

/**
 * Decorates the app with its monitor and times every API route. Call before the modules register
 * their routes (the timing hook is attached to each route as it is added).
 */
export function registerMonitoring(app: FastifyInstance): Monitor {
  const { now } = app.deps;
  const responseTimes = new ResponseHistogram();
  const errors = new ErrorRing();
  const database = new DatabaseHealth(app.deps.database.sqlite, now);
  const errorLog = new ErrorLog(app.deps.config.dataDir);
  const monitor: Monitor = {
    responseTimes,
    errors,
    database,
    errorLog,
    recordError(request, statusCode, message, stack) {
      const entry = {
        at: now().toISOString(),
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0]!,
        statusCode,
        message,
        requestId: request.id,
        organizationId: request.ctx?.organizationId ?? null,
      };
      errors.record(entry);
      // System Configuration's "Error reporting" (on unless the organization turned it off).
      const organizationId = entry.organizationId;
      if (organizationId === null || readSystemConfiguration(app.deps.db, organizationId).system.errorReporting) {
        void errorLog.write({ ...entry, ...(stack ? { stack } : {}) });
      }
    },
  };
  app.decorate('monitor', monitor);

  // Timed on each API route's own hook, holding that route's ring, so a request costs no lookup and
  // a 404 (no route) none at all. At onSend rather than onResponse: the answer is serialized by then,
  // so only the socket write is left out, while a route with an onResponse hook makes Fastify set up
  // response listeners on every request, which the reads avoid (see plugins/api-usage.ts, tests/bench).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const entries = new Map(methods.map((method) => [method, responseTimes.entryFor(`${method} ${route.url}`)]));
    const single = entries.size === 1 ? [...entries.values()][0]! : null;
    const time: onSendHookHandler = (request, reply, payload, done) => {
      const entry = single ?? entries.get(request.method);
      if (entry) entry.record(reply.elapsedTime);
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), time];
  });

  database.start();
  const minutes = setInterval(() => responseTimes.advance(), MINUTE_MS);
  minutes.unref();
  // preClose: the database's owner closes it in an onClose hook.
  app.addHook('preClose', (done) => {
    clearInterval(minutes);
    database.stop();
    done();
  });
  return monitor;
}
