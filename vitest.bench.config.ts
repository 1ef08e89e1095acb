import { defineConfig } from 'vitest/config';

// `npm run bench`: benchmarks print their figures; never part of `npm test`.
export default defineConfig({
  test: {
    include: ['tests/bench/**/*.bench.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
  },
});
