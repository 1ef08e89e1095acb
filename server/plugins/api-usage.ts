import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiUsage } from '../db/schema';

const FLUSH_INTERVAL_MS = 5_000;
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** monthOf for a clock that moves on: formats only when `at` leaves the month it last saw. */
function monthCache(): (at: Date) => string {
  let from = 0;
  let until = -1;
  let month = '';
  return (at) => {
    const ms = at.getTime();
    if (ms < from || ms >= until) {
      month = monthOf(at);
      from = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
      until = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
    }
    return month;
  };
}

/**
 * Counts signed-in API calls per organization. Counts gather in memory and are written every few
 * seconds and at shutdown, so a request never pays for a write of its own.
 */
export function registerApiUsage(app: FastifyInstance): { pending(organizationId: string, month: string): number } {
  const { db, now } = app.deps;
  // Calls per organization per month. Nested rather than keyed by a joined string: the ids come
  // from the (shared) session context, so looking them up costs no new string per request.
  const counts = new Map<string, Map<string, number>>();

  const flush = () => {
    if (counts.size === 0) return;
    const batch = [...counts].flatMap(([month, byOrganization]) =>
      [...byOrganization].map(([organizationId, calls]) => ({ organizationId, month, calls })),
    );
    counts.clear();
    db.transaction((tx) => {
      for (const { organizationId, month, calls } of batch) {
        tx.insert(apiUsage)
          .values({ organizationId, month, calls })
          .onConflictDoUpdate({
            target: [apiUsage.organizationId, apiUsage.month],
            set: { calls: sql`${apiUsage.calls} + ${calls}` },
          })
          .run();
      }
    });
  };

  const timer = setInterval(() => {
    try {
      flush();
    } catch (err) {
      app.log.error({ err }, 'could not record API usage');
    }
  }, FLUSH_INTERVAL_MS);
  timer.unref();

  const month = monthCache();
  // Counted as the answer goes out (onSend, after the handler: an answer never counts its own
  // call), in a callback hook. Not in onResponse: with no hook there, Fastify skips that stage of
  // every read altogether, which is worth more than the hook itself (tests/bench).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.ctx && !request.is404 && request.url.startsWith('/api/')) {
      const thisMonth = month(now());
      let byOrganization = counts.get(thisMonth);
      if (!byOrganization) counts.set(thisMonth, (byOrganization = new Map()));
      const { organizationId } = request.ctx;
      byOrganization.set(organizationId, (byOrganization.get(organizationId) ?? 0) + 1);
    }
    done(null, payload);
  });
  // preClose: before the owner of the database closes it in an onClose hook.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    flush();
  });

  return { pending: (organizationId, month) => counts.get(month)?.get(organizationId) ?? 0 };
}
