// Writes a brotli (.br) and a gzip (.gz) copy beside every sizeable text file of a build, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request
// or, as before, not at all. Run by the renderer build (electron.vite.config.ts); by hand:
// `node scripts/precompress.mjs out/renderer`.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);
/** Below this, the headers of a compressed answer cost about what compression saves. */
export const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every file of `dir` worth it (text, at least MIN_BYTES), once with brotli at its
 * highest quality (done once at build time, so the slow setting is fine) and once with gzip for
 * clients without brotli. A copy that would not be smaller is not written.
 * @returns {{ file: string, bytes: number, br?: number, gz?: number }[]} what was written
 */
export function precompressDir(dir) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    // A copy left by an earlier build into the same folder would be served instead of the new file.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    const { size } = statSync(file);
    if (size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    const entry = { file, bytes: size };
    if (br.length < size) {
      writeFileSync(`${file}.br`, br);
      entry.br = br.length;
    }
    if (gz.length < size) {
      writeFileSync(`${file}.gz`, gz);
      entry.gz = gz.length;
    }
    written.push(entry);
  }
  return written;
}

/** For electron.vite.config.ts: compresses the renderer's output once the bundle is written. */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'salon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = precompressDir(outDir);
      const before = written.reduce((sum, w) => sum + w.bytes, 0);
      const after = written.reduce((sum, w) => sum + (w.br ?? w.bytes), 0);
      console.log(`precompressed ${written.length} files: ${kb(before)} → ${kb(after)} with brotli`);
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <build folder>');
    process.exit(2);
  }
  const written = precompressDir(resolve(dir));
  console.log(`precompressed ${written.length} files in ${dir}`);
}
