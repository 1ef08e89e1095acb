import type { FastifyInstance } from 'fastify';
import type { WriteRateLimit } from '../config';
import { TooManyRequestsError } from '../errors';
import { onWriteRequest, UNSAFE_METHODS } from '../http/write-hooks';

/**
 * A busy reception desk saves a booking, a payment or a settings form every few seconds at most,
 * and a screen that saves several things at once (reordering a list) sends a few dozen requests in
 * a moment. Two a second sustained, with a burst of 60, leaves real work untouched and stops a
 * script or a stuck retry loop from filling the database (issue 8: 360k rejected writes).
 */
export const DEFAULT_WRITE_RATE_LIMIT: WriteRateLimit = { perMinute: 120, burst: 60 };

/** People tracked at once; far above any installation's team, so eviction only caps memory. */
export const MAX_TRACKED_WRITERS = 10_000;

export const WRITE_RATE_LIMITED_MESSAGE = 'You are making changes too quickly. Please wait a moment and try again.';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** One token bucket per user id, least recently used first, at most MAX_TRACKED_WRITERS of them. */
export class WriteBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly msPerToken: number;

  constructor(private readonly limit: WriteRateLimit) {
    this.msPerToken = 60_000 / limit.perMinute;
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Takes one write for `userId` at `nowMs`: 0 when allowed, else the seconds until one is. */
  take(userId: string, nowMs: number): number {
    const bucket = this.buckets.get(userId);
    let tokens = this.limit.burst;
    if (bucket) {
      // A clock set back gives nothing back, rather than a negative refill.
      const elapsed = Math.max(0, nowMs - bucket.updatedAt);
      tokens = Math.min(this.limit.burst, bucket.tokens + elapsed / this.msPerToken);
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      this.buckets.delete(userId);
    } else if (this.buckets.size >= MAX_TRACKED_WRITERS) {
      // The least recently used writer is the one most likely idle, with a full bucket anyway.
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (tokens < 1) {
      this.buckets.set(userId, { tokens, updatedAt: nowMs });
      return Math.max(1, Math.ceil(((1 - tokens) * this.msPerToken) / 1000));
    }
    this.buckets.set(userId, { tokens: tokens - 1, updatedAt: nowMs });
    return 0;
  }
}

/**
 * Limits how fast one signed-in person can change things, whatever route they call. Registered
 * after the auth plugin: its onRequest hook has resolved `request.ctx` (and refused anyone without
 * the route's permission) by the time this one runs, and the body is not even parsed yet. Reads,
 * public routes (which have their own per-address limits) and unknown URLs are not counted.
 */
export function registerWriteRateLimit(app: FastifyInstance): void {
  const { config, now } = app.deps;
  const limit = config.writeRateLimit ?? DEFAULT_WRITE_RATE_LIMIT;
  if (limit === false) return;
  const buckets = new WriteBuckets(limit);

  // A callback hook (a throw is handled as a rejection), on the write routes only.
  onWriteRequest(app, (request, _reply, done) => {
    const ctx = request.ctx;
    if (!ctx || !UNSAFE_METHODS.has(request.method) || request.routeOptions.config.public) {
      return done();
    }
    const retryAfterSeconds = buckets.take(ctx.user.id, now().getTime());
    if (retryAfterSeconds > 0) {
      throw new TooManyRequestsError(WRITE_RATE_LIMITED_MESSAGE, retryAfterSeconds, 'WRITE_RATE_LIMITED');
    }
    done();
  });
}
