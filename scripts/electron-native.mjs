#!/usr/bin/env node
// Builds better-sqlite3 for Electron's ABI into .native/electron-<version>/, once per
// Electron version. Run by `npm start` before `electron .`.
//
// Why a copy: node_modules/better-sqlite3 must stay built for Node so `npm test` keeps
// working; the desktop app loads this copy through better-sqlite3's `nativeBinding`
// option (see src-main/native-binding.ts). Installers do not use it: electron-builder
// rebuilds node_modules for Electron when it packs (npmRebuild in electron-builder.yml).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(projectDir, 'package.json'));

const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const sourceDir = dirname(require.resolve('better-sqlite3/package.json'));
// node-gyp comes with electron-builder's @electron/rebuild; resolving it from the project
// avoids `npx` fetching whatever version from the registry.
const nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
const targetDir = join(projectDir, '.native', `electron-${electronVersion}`);
const target = join(targetDir, 'better_sqlite3.node');

if (existsSync(target)) process.exit(0);

console.log(`Building better-sqlite3 for Electron ${electronVersion} (once per Electron version)...`);

// npm exports its config to child processes as npm_config_*; node-gyp reads those, and a
// `nodedir` or `target` meant for Node would silently build the wrong ABI.
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_config_(nodedir|target|target_arch|runtime|disturl|dist_url|build_from_source)$/i.test(key),
  ),
);

const workDir = mkdtempSync(join(tmpdir(), 'better-sqlite3-electron-'));
let failure = null;
try {
  const buildDir = join(workDir, 'better-sqlite3');
  // A stale Node build in build/ would be reused by make; start clean.
  const staleBuild = join(sourceDir, 'build');
  cpSync(sourceDir, buildDir, {
    recursive: true,
    filter: (path) => path !== staleBuild && !path.startsWith(staleBuild + sep),
  });
  const result = spawnSync(
    process.execPath,
    [
      nodeGyp,
      'rebuild',
      '--release',
      '--runtime=electron',
      `--target=${electronVersion}`,
      '--dist-url=https://electronjs.org/headers',
    ],
    { cwd: buildDir, env, stdio: 'inherit' },
  );
  const built = join(buildDir, 'build', 'Release', 'better_sqlite3.node');
  if (result.error) failure = result.error.message;
  else if (result.status !== 0) failure = `node-gyp exited with code ${result.status}`;
  else if (!existsSync(built)) failure = `node-gyp did not produce ${built}`;
  else {
    mkdirSync(targetDir, { recursive: true });
    // Copy then rename, so an interrupted run never leaves a half-written binary behind.
    const partial = `${target}.partial`;
    cpSync(built, partial);
    renameSync(partial, target);
    console.log(`Built ${target}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (failure !== null) {
  console.error(
    `\nCould not build better-sqlite3 for Electron ${electronVersion} (${failure}). ` +
      "The desktop app needs a copy of better-sqlite3 compiled against Electron's headers, and node-gyp " +
      'downloads those headers from https://electronjs.org/headers on the first run for each Electron ' +
      'version, then needs Python and a C++ toolchain (build-essential on Linux, Xcode Command Line Tools ' +
      'on macOS, Visual Studio Build Tools on Windows). Check the network and the toolchain, then run ' +
      `\`npm start\` again; the result is cached in .native/electron-${electronVersion}/. ` +
      'node_modules is untouched, so `npm test` and `npm run serve` still work.\n',
  );
  process.exit(1);
}
