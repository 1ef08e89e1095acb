import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompress.mjs';

/**
 * The public booking page (src-booking/): a light page of its own, built into the web build's
 * `booking-page/` folder, after the renderer (whose build empties out/renderer). Served by
 * server/plugins/booking-page.ts at `/{slug}/book`; its assets under the absolute
 * `/booking-page/` base, since the page's own address is two or four segments deep.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src-booking'),
  base: '/booking-page/',
  plugins: [precompressPlugin()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer/booking-page'),
    emptyOutDir: true,
    minify: true,
    target: 'es2022',
    // One entry script, no lazy chunks: nothing to preload.
    modulePreload: { polyfill: false },
  },
});
