import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's `process.nextTick` queue entries alive for the life of the process, so that
 * every later one is built on the same hidden classes (V8 maps) and its creation stays a fast,
 * inlined object literal.
 *
 * Why: Node 20 builds each entry with `{ [async_id_symbol]: id, [trigger_async_id_symbol]: id,
 * callback, args }`. The maps of such an object are only held weakly, from their parent map and
 * from the literal's feedback, and the entries are short-lived, so a garbage collection that finds
 * none alive drops the maps and the next entry gets new ones. After a few collections the
 * literal's feedback has seen too many maps and goes megamorphic: every entry is then built in
 * V8's runtime (`DefineKeyedOwnPropertyInLiteral`, a transition search and `MigrateToMap` per
 * property). A request takes about ten ticks, so a cached read spent about a tenth of its CPU
 * there (perf and --cpu-prof on `GET /api/settings/user`: `nextTick` 9–10% self time, 0.4% with
 * one entry kept; tests/bench/api.bench.ts). Whether the maps happened to survive depended on the
 * order of start-up allocations, which is why the same build measured fast or slow depending on
 * how Node loaded it.
 *
 * Import this module first in a process entry: it runs on import, before the server's code. The
 * hook sees one tick being queued and is disabled at once, so no request ever pays for a hook.
 */
function keepOneTickObject(): object | undefined {
  let kept: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  return kept;
}

// Held by the global object: a module constant that nothing reads would be dropped by the bundler.
const KEPT = Symbol.for('salon.keptTickObject');
Object.defineProperty(globalThis, KEPT, { value: keepOneTickObject() });

/** The entry kept, for the test. */
export const keptTickObject = (): object | undefined => (globalThis as Record<symbol, object | undefined>)[KEPT];
