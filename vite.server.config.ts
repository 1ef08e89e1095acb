import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The headless server: server/cli.ts bundled for plain Node. Dependencies stay in node_modules.
const external = [...builtinModules, ...builtinModules.map((m) => `node:${m}`), ...Object.keys(pkg.dependencies)].map(
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
});
