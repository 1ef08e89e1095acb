/**
 * Response times per route pattern over the last hour, in fixed log-scale buckets per minute.
 * Recording is an integer bucket computation and one increment on a typed array the route's hook
 * already holds, and one on its running totals: no lookup by URL, no clock read, no allocation per
 * request (tests/bench/response-histogram.bench.ts). A timer moves every route to the next minute.
 */

/** Two buckets per doubling of microseconds (at 1× and 1.5× each power of two), up to 2^31 µs. */
export const BUCKET_COUNT = 62;
export const WINDOW_MINUTES = 60;
/** Durations from this many milliseconds on share the last bucket (no request lasts that long). */
const LONGEST_MS = 2_000_000;

/** The bucket a duration in milliseconds falls in. */
export function bucketOf(ms: number): number {
  // Whole microseconds as a 32-bit integer: NaN and negatives become 0, the longest are capped.
  const us = ms >= LONGEST_MS ? 0x7fffffff : ms > 0 ? (ms * 1000) | 0 : 0;
  const power = 31 - Math.clz32(us);
  return power <= 0 ? 0 : 2 * power + ((us >> (power - 1)) & 1);
}

/** Where a bucket starts, in microseconds. */
const lowerBoundUs = (bucket: number) => 2 ** (bucket >> 1) * (1 + (bucket & 1) / 2);

/** Where a bucket ends, in milliseconds: the next one's start. */
export const upperBoundOf = (bucket: number) => (bucket < 2 ? 2 : lowerBoundUs(bucket + 1)) / 1000;

/** One route's ring: a row of bucket counts per minute, made at its first answer. */
export class RouteTimes {
  counts: Uint32Array | null = null;
  /** The rows summed, kept as they change, so reading the hour costs one row, not sixty. */
  totals: Uint32Array | null = null;

  constructor(
    /** `GET /api/clients/:id`: the method and the route's pattern, never the raw URL. */
    readonly route: string,
    private readonly ring: { row: number },
  ) {}

  record(ms: number): void {
    const counts = (this.counts ??= new Uint32Array(WINDOW_MINUTES * BUCKET_COUNT));
    const totals = (this.totals ??= new Uint32Array(BUCKET_COUNT));
    const bucket = bucketOf(ms);
    counts[this.ring.row + bucket]! += 1;
    totals[bucket]! += 1;
  }

  /** Empties a minute's row (an hour old), taking it out of the totals. */
  clearRow(row: number): void {
    const { counts, totals } = this;
    if (!counts || !totals) return;
    for (let b = 0; b < BUCKET_COUNT; b++) totals[b]! -= counts[row + b]!;
    counts.fill(0, row, row + BUCKET_COUNT);
  }
}

export interface RouteSummary {
  route: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * The percentile as the upper bound of the bucket it falls in: an overestimate by at most one
 * bucket's width (a factor of 1.5), which is what a log-scale histogram can tell.
 */
export function percentileOf(sums: Uint32Array, count: number, fraction: number): number {
  const rank = Math.max(1, Math.ceil(count * fraction));
  let seen = 0;
  for (let b = 0; b < BUCKET_COUNT; b++) {
    seen += sums[b]!;
    if (seen >= rank) return upperBoundOf(b);
  }
  return upperBoundOf(BUCKET_COUNT - 1);
}

export class ResponseHistogram {
  private readonly routes = new Map<string, RouteTimes>();
  /** Where the current minute's counts start in every route's ring; shared, moved by advance(). */
  private readonly ring = { row: 0 };

  /** The ring of a route, made once when the route is registered (its hook keeps it). */
  entryFor(route: string): RouteTimes {
    let entry = this.routes.get(route);
    if (!entry) this.routes.set(route, (entry = new RouteTimes(route, this.ring)));
    return entry;
  }

  /** Moves on to the next minute, forgetting what that row held an hour ago. Called every minute. */
  advance(): void {
    const row = (this.ring.row + BUCKET_COUNT) % (WINDOW_MINUTES * BUCKET_COUNT);
    for (const entry of this.routes.values()) entry.clearRow(row);
    this.ring.row = row;
  }

  /** Routes answered in the last hour, slowest p95 first. */
  summary(): RouteSummary[] {
    const rows: RouteSummary[] = [];
    for (const entry of this.routes.values()) {
      const sums = entry.totals;
      if (!sums) continue;
      let count = 0;
      for (let b = 0; b < BUCKET_COUNT; b++) count += sums[b]!;
      if (count === 0) continue;
      rows.push({
        route: entry.route,
        count,
        p50Ms: percentileOf(sums, count, 0.5),
        p95Ms: percentileOf(sums, count, 0.95),
      });
    }
    return rows.sort((a, b) => b.p95Ms - a.p95Ms || b.p50Ms - a.p50Ms || a.route.localeCompare(b.route));
  }
}
