import { expect, it } from 'vitest';
import { ResponseHistogram } from '../../server/monitoring/response-histogram';

/** Calls per measurement: enough that the loop, not the clock, is what is measured. */
const CALLS = 5_000_000;
const RUNS = 7;

type Recorder = (ms: number) => void;

/** Nanoseconds per call, the median of RUNS runs after one warm-up run. */
function nsPerCall(recorder: Recorder): number {
  const durations = new Array<number>(CALLS).fill(0).map((_, i) => 0.2 + (i % 97) * 0.37);
  const runs: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) recorder(durations[i]!);
    const ns = Number(process.hrtime.bigint() - start) / CALLS;
    if (run > 0) runs.push(ns);
  }
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
}

/**
 * Issue 18: the response-time histogram is recorded on every API answer, so it must cost next to
 * nothing beside the answer itself (tests/bench/api.bench.ts compares reads with bare Fastify).
 * What one record costs is printed against an empty function called the same way; nothing is
 * asserted about the times (shared, noisy machines), only that every call was counted.
 */
it('records a response time in nanoseconds, against an empty function', () => {
  let sink = 0;
  const baseline = nsPerCall((ms) => {
    sink += ms > 1e9 ? 1 : 0;
  });
  const histogram = new ResponseHistogram();
  const entry = histogram.entryFor('GET /api/bench');
  const recorded = nsPerCall((ms) => entry.record(ms));
  console.log(
    `\nResponse histogram: ${recorded.toFixed(1)} ns per record, empty function ${baseline.toFixed(1)} ns ` +
      `(${(recorded - baseline).toFixed(1)} ns for the record itself), median of ${RUNS} runs of ${CALLS} calls`,
  );
  expect(sink).toBe(0);
  const [row] = histogram.summary();
  // Warm-up and measured runs, all within the last hour.
  expect(row?.count).toBe(CALLS * (RUNS + 1));
});
