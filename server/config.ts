import { resolve } from 'node:path';

/** Everything the server reads from its environment, typed, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  demo: boolean;
  /** Set by the desktop shell: every request must carry it in `x-desktop-secret`. */
  desktopSecret?: string;
  /** Path of a better-sqlite3 binary built for Electron's ABI (desktop dev runs only). */
  nativeBinding?: string;
  /** Folder of the renderer's web build, served with a single-page fallback. */
  staticDir?: string;
  /**
   * How many changes one signed-in person may make (plugins/write-rate-limit.ts): unset means the
   * default, `false` turns the limit off (only for tests that hammer the API on purpose).
   */
  writeRateLimit?: WriteRateLimit | false;
}

/** A token bucket: `perMinute` sustained, up to `burst` at once after a quiet moment. */
export interface WriteRateLimit {
  perMinute: number;
  burst: number;
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function configFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    demo: env.DEMO === '1',
  };
}
