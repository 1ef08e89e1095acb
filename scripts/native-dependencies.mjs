// Which dependencies the server builds leave in node_modules. Both builds of the server (the
// headless one, vite.server.config.ts, and the desktop app's, electron.vite.config.ts) bundle
// every other dependency into their output: Node then reads one file instead of finding and loading
// some 1,300 modules, and the server starts in about half the time. Native addons cannot be bundled.
import { readFileSync } from 'node:fs';

export const NATIVE_DEPENDENCIES = ['better-sqlite3', '@node-rs/argon2', 'sharp'];

/** package.json's dependencies that are bundled: all but the native ones. */
export function bundledDependencies(packageJsonPath) {
  const { dependencies } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  return Object.keys(dependencies).filter((name) => !NATIVE_DEPENDENCIES.includes(name));
}
