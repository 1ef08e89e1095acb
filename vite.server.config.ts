import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { NATIVE_DEPENDENCIES } from './scripts/native-dependencies.mjs';

// The headless server: server/cli.ts bundled for plain Node, its dependencies included but the
// native addons (scripts/native-dependencies.mjs says why).
const external = [...builtinModules, ...builtinModules.map((m) => `node:${m}`), ...NATIVE_DEPENDENCIES].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
);

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'out/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      input: { cli: resolve(import.meta.dirname, 'server/cli.ts') },
      external,
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
  // A server build leaves node_modules external by default.
  ssr: { noExternal: true },
});
