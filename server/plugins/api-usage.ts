import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiUsage } from '../db/schema';

const FLUSH_INTERVAL_MS = 5_000;
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * Counts signed-in API calls per organization. Counts gather in memory and are written every few
 * seconds and at shutdown, so a request never pays for a write of its own.
 */
export function registerApiUsage(app: FastifyInstance): { pending(organizationId: string, month: string): number } {
  const { db, now } = app.deps;
  const counts = new Map<string, number>();

  const flush = () => {
    if (counts.size === 0) return;
    const batch = [...counts];
    counts.clear();
    db.transaction((tx) => {
      for (const [key, calls] of batch) {
        const [organizationId, month] = key.split('|') as [string, string];
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

  app.addHook('onResponse', async (request) => {
    if (!request.ctx || request.is404 || !request.url.startsWith('/api/')) return;
    const key = `${request.ctx.organizationId}|${monthOf(now())}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  // preClose: before the owner of the database closes it in an onClose hook.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    flush();
  });

  return { pending: (organizationId, month) => counts.get(`${organizationId}|${month}`) ?? 0 };
}
