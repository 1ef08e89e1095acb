import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { bundledDependencies } from './scripts/native-dependencies.mjs';
import { precompressPlugin } from './scripts/precompress.mjs';

// Absolute paths, so the renderer's own `root` (src-renderer) does not change where they
// point. electron-vite injects the real import.meta.url into its bundled copy of this file.
const projectDir = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string): string => resolve(projectDir, path);

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The native addons (better-sqlite3, @node-rs/argon2, sharp) load from node_modules at run
      // time; every other dependency is bundled (scripts/native-dependencies.mjs says why).
      externalizeDeps: { exclude: bundledDependencies(fromRoot('package.json')) },
      rolldownOptions: {
        input: {
          index: fromRoot('src-main/index.ts'),
          // The embedded server, run by utilityProcess.fork (src-main/server-process.ts).
          server: fromRoot('server/desktop-entry.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        input: { index: fromRoot('src-preload/index.ts') },
        // Sandboxed preloads run as classic scripts with a `require` for electron only:
        // no ES modules, no chunks. One entry keeps it a single CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: fromRoot('src-renderer'),
    // Relative asset URLs work both under the embedded server and the headless one.
    base: './',
    // precompress: .br and .gz beside the scripts and styles, sent as they are by the server.
    plugins: [react(), precompressPlugin()],
    build: {
      outDir: fromRoot('out/renderer'),
      // electron-vite leaves the renderer unminified by default; the web build is downloaded.
      minify: true,
      rolldownOptions: {
        input: { index: fromRoot('src-renderer/index.html') },
      },
    },
  },
});
