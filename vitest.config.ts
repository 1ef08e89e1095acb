import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit and API tests: beside the code, on in-memory databases, no browser.
const include = [
  'server/**/*.test.ts',
  'src-main/**/*.test.ts',
  'src-renderer/**/*.test.{ts,tsx}',
  'src-booking/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const testFiles = (root: string, name: RegExp) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => `${root}/${file.replaceAll('\\', '/')}`)
    .filter((file) => name.test(file) && !file.includes('/node_modules/'));

/**
 * Test files that replace modules with vi.mock, or take fresh copies of them with vi.resetModules: a
 * mock applies to a file's own module graph, and a reset in a shared worker would have every later
 * file there import everything again. These get a fresh worker each instead of sharing one where the
 * real modules are already loaded.
 */
const mocking = [
  ...['server', 'src-main', 'tests/api', 'scripts'].flatMap((root) => testFiles(root, /\.test\.ts$/)),
  ...testFiles('src-renderer', /\.test\.tsx?$/),
].filter((file) => /\bvi\.((do)?mock|resetModules)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    testTimeout: 20_000,
    pool: 'forks',
    // A larger young generation: building an app per test allocates much that dies young, and with
    // V8's default size collections were a fifth of an app's build. The suite does about 4% less work.
    execArgv: ['--max-semi-space-size=32'],
    // Passwords hashed at argon2id's least cost (server/security/passwords.ts says why).
    setupFiles: ['server/testing/setup.ts'],
    // Vitest keeps a core for itself by default (one worker on two cores); its share is small here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Vitest queues projects by name: 'shared' before 'standalone', so the longest files
          // (the fuzz test) start at once, and no isolated file sits between two shared ones.
          name: 'shared',
          include,
          exclude: [...configDefaults.exclude, ...mocking],
          // A worker runs many files, importing the code once and migrating and seeding the test
          // database once (server/testing/database-snapshots.ts) rather than once per file. Each
          // test still builds its own app on its own copy of the database.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'standalone', include: mocking } },
    ],
  },
});
