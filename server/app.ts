import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TooManyRequestsError } from './errors';
import { modules } from './modules';
import { registerMonitoring } from './monitoring';
import { registerActivity } from './plugins/activity';
import { registerApiUsage } from './plugins/api-usage';
import { registerAuth } from './plugins/auth';
import { registerBodyTypes } from './plugins/body-types';
import { registerBookingCors } from './plugins/booking-cors';
import { registerBookingPage } from './plugins/booking-page';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSameOrigin } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidation } from './plugins/validation';
import { registerWebBuild } from './plugins/web-build';
import { registerWriteRateLimit } from './plugins/write-rate-limit';
import { named } from './http/route';
import { schemaController } from './http/serializers';
import type { AppDeps, RouteEntry } from './types';

/** JSON bodies above this are refused with 413; uploads have their own per-route limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: FastifyServerOptions['logger'];
}

function inRootScope<T extends object>(plugin: T): T {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}

/** Builds the whole server without listening: the CLI, the desktop shell and the tests share it. */
export async function buildApp({ deps, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    // No child logger built for every request to carry its id: a cached read paid for it
    // (tests/bench), and the log only keeps warnings and errors (cli.ts), whose lines name their
    // request themselves (error-handler.ts, plugins/activity.ts).
    childLoggerFactory: (logger) => logger,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController,
  });
  app.decorate('deps', deps);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  // Every route states who may call it; one that forgets cannot even be registered.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { permission?: string; public?: boolean };
    if (Boolean(config.permission) === Boolean(config.public)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare exactly one of permission or public`);
    }
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        permission: config.permission,
        public: config.public === true,
        schema: route.schema,
      });
    }
  });

  // Before the error handler (it notes 5xx answers) and the modules (each route gets its timing hook).
  registerMonitoring(app);
  registerValidation(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // @fastify/multipart is registered by each upload route, in a scope of its own (http/route.ts).
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        'Too many attempts from this address. Please wait a moment and try again.',
        Math.ceil(context.ttl / 1000),
      ),
  });
  registerActivity(app);
  registerAuth(app);
  // After the guard (401 and missing permissions first), before any body is read.
  registerBookingCors(app);
  registerSameOrigin(app);
  registerBodyTypes(app);
  registerWriteRateLimit(app); // after auth: counts per signed-in user
  app.decorate('apiUsage', registerApiUsage(app));

  // The modules add routes and onClose hooks, nothing a scope would keep from the others: each is
  // loaded in the root's scope (Fastify's skip-override, as fastify-plugin sets it) instead of an
  // encapsulated instance of its own, queued together and awaited once. Building the app, which
  // every test does, took about a tenth less.
  for (const register of modules) void app.register(inRootScope(named(register.name, register)));
  await app.after();
  if (deps.config.staticDir) {
    // The public booking page's own routes, ahead of the settings app's single-page fallback.
    await registerBookingPage(app, deps.config.staticDir);
    await registerWebBuild(app, deps.config.staticDir);
  }
  return app;
}
