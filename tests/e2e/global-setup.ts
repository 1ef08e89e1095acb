import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * One headless server for the whole run (PORT=0, a temporary DATA_DIR, DEMO=1), its address
 * handed to the tests, stopped with SIGTERM at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots of this run only: a stale one from an earlier failure would mislead.
  rmSync(join(ROOT, '.e2e-artifacts'), { recursive: true, force: true });
  const server = await startServer({ demo: true });
  project.provide('baseURL', server.url);
  return () => server.stop();
}
