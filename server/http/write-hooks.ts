import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/** Methods that change something; only these can be forged by another site to some effect. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An onRequest check that only writes need (where the request comes from, its body's type, the
 * write rate): attached to the routes of unsafe methods alone, after the global auth guard, so the
 * reads that make up most requests never pass it (tests/bench). A 404 has no route and is not
 * checked, as before. Register it before the modules, whose routes it must see.
 */
export function onWriteRequest(app: FastifyInstance, hook: onRequestHookHandler): void {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => UNSAFE_METHODS.has(method))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}
