// First: fixes the shape of Node's tick queue entries before anything else runs (see the module).
import './runtime/tick-object-shape';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './config';
import { startServer } from './start';

// Headless entry (`npm run serve`): the same server the desktop app embeds, plus the web build.
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const staticDir = resolve(dirname(fileURLToPath(import.meta.url)), '../renderer');
  const server = await startServer({
    ...config,
    staticDir: existsSync(resolve(staticDir, 'index.html')) ? staticDir : undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'warn', stream: process.stderr },
    // stdout carries only the listening line (CONTRACT.md); messages for people go to stderr.
    notice: (line) => process.stderr.write(`${line}\n`),
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`error while closing after ${signal}: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Only once the handlers are in place: whoever reads this line may signal us at once.
  process.stdout.write(`listening on ${server.url}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
