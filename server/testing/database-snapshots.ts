import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo } from '../demo/seed';
import { SecretBox } from '../security/secrets';
import { syncPlatformTemplates } from '../templates/sync';

/** A migrated (and seeded) database image, with the key its encrypted values were written with. */
export interface DatabaseSnapshot {
  image: Buffer;
  key: Buffer;
  /** The instant the demo data was seeded at (the seed dates trials and activity from it). */
  seededAt: number | null;
}

/**
 * An app on the real clock may get demo data seeded up to this long before it is built: nothing in
 * the demo is that precise (trial days, activity "20 minutes ago"), and a server's demo is seeded
 * some time before it is used. A fixed clock a test gives is never approximated. A minute: a worker
 * reseeds (migrations, demo, one argon2 hash: 150-250 ms on a busy machine) twice a run, not every
 * few seconds.
 */
export const REAL_CLOCK_MAX_AGE_MS = 60_000;
/** Tests that step a fixed clock seed at several instants; the oldest images are dropped first. */
const MAX_SNAPSHOTS = 16;
/**
 * One secrets key per worker, as one server has one key: two apps built from different images
 * (a real-clock image is retaken when a slow machine lets the last one age) still open each
 * other's encrypted values, as the seeded secrets of every image are opened by every app.
 */
const WORKER_KEY = randomBytes(32);

const fixed = new Map<string, Promise<DatabaseSnapshot>>();
let empty: Promise<DatabaseSnapshot> | undefined;
let live: Promise<DatabaseSnapshot> | undefined;

/**
 * The database a test app starts from: migrated, with the demo seeded at `seedAt` unless it is
 * null. Migrating and seeding (one argon2 hash) happen once per worker process rather than before
 * every test; each test opens its own in-memory copy of the image, so no test sees another's
 * writes. A test's own clock is keyed by the instant it reads at build time: the same fixed date
 * shares one image, and the seeded dates are exactly relative to it. `realClock` (no clock given)
 * accepts an image seeded a few seconds before.
 */
export async function databaseSnapshot(seedAt: Date | null, realClock: boolean): Promise<DatabaseSnapshot> {
  if (!seedAt) return (empty ??= forget(takeSnapshot(null), () => (empty = undefined)));
  if (!realClock) return fixedSnapshot(seedAt);
  const instant = seedAt.getTime();
  const known = await live?.catch(() => undefined);
  const seededAt = known?.seededAt;
  if (known && seededAt != null && seededAt <= instant && instant - seededAt <= REAL_CLOCK_MAX_AGE_MS) return known;
  const taking = takeSnapshot(seedAt);
  live = forget(taking, () => {
    if (live === taking) live = undefined;
  });
  return taking;
}

function fixedSnapshot(now: Date): Promise<DatabaseSnapshot> {
  const key = now.toISOString();
  const known = fixed.get(key);
  if (known) return known;
  const taking = forget(takeSnapshot(now), () => fixed.delete(key));
  fixed.set(key, taking);
  while (fixed.size > MAX_SNAPSHOTS) fixed.delete(fixed.keys().next().value!);
  return taking;
}

/** A failed seed is not remembered: the next test tries again and reports its own error. */
function forget(taking: Promise<DatabaseSnapshot>, drop: () => void): Promise<DatabaseSnapshot> {
  taking.catch(drop);
  return taking;
}

/** Migrates a new in-memory database and, given a seeding instant, adds the demo data. */
async function takeSnapshot(seededAt: Date | null): Promise<DatabaseSnapshot> {
  const database = openDatabase(':memory:');
  const key = WORKER_KEY;
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-seed-'));
  try {
    migrate(database.sqlite);
    // As at every start (start.ts): the shipped platform templates are in the database.
    syncPlatformTemplates(database.db, seededAt ?? new Date());
    if (seededAt) {
      const at = new Date(seededAt);
      await seedDemo({
        db: database.db,
        database,
        secrets: new SecretBox(key),
        config: { port: 0, host: '127.0.0.1', dataDir, demo: true },
        now: () => at,
      });
      // Only the database is copied to each test: files written while seeding would be missing.
      if (readdirSync(dataDir).length > 0) {
        throw new Error('The demo seed wrote files: the test database snapshot holds only the database');
      }
    }
    return { image: database.sqlite.serialize(), key, seededAt: seededAt?.getTime() ?? null };
  } finally {
    database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
