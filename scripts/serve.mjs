#!/usr/bin/env node
// `npm run serve`: builds the web renderer and the headless server when the build is missing or
// older than the sources, then runs the server with plain Node. `--build-only` stops after building.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'out/server/cli.js',
  // The desktop app's build of the server: the tests start it too (tests/api/desktop-build.test.ts).
  'out/main/server.js',
  'out/renderer/index.html',
  'out/renderer/booking-page/index.html',
].map((p) => join(root, p));
const sources = [
  'server',
  'src-renderer',
  'src-booking',
  'package.json',
  'electron.vite.config.ts',
  'vite.server.config.ts',
  'vite.booking.config.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
const changed = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (built === 0 || changed > built) {
  console.error(built === 0 ? 'No build yet: building the web app and server...' : 'Sources changed: rebuilding...');
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, [join(root, 'out/server/cli.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
