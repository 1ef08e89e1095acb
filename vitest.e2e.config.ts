import { defineConfig } from 'vitest/config';

// Browser tests: one headless server and one Chromium for the run (tests/e2e/global-setup.ts), one
// spec file at a time, generous timeouts for a two-core CI machine.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    // The files run one after another in one process, which imports the page objects and support
    // code once (a second per file otherwise); each file still gets its own browser context.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A screen's answer to a click, polled: Vitest's default second was too short once on a
    // shared two-core machine (theme.spec.ts, the palette after Reset); a passing poll still
    // returns as soon as it holds.
    expect: { poll: { timeout: 5_000 } },
  },
});
