import { defineConfig } from 'vitest/config';

// Unit and API tests: beside the code, on in-memory databases, no browser.
export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'src-main/**/*.test.ts',
      'src-renderer/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 20_000,
    pool: 'forks',
  },
});
