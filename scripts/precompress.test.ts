import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

describe('precompress (build step)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside sizeable text files, identical once decompressed', () => {
    dir = mkdtempSync(join(tmpdir(), 'salon-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const x = ${JSON.stringify('appointment '.repeat(500))};`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-abc.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 7));

    const written = precompressDir(dir);

    expect(written.map((w) => w.file)).toEqual([join(dir, 'assets', 'index-abc.js')]);
    const base = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${base}.br`).length).toBeLessThan(script.length / 10);
    // Too small to be worth it, and not text: left alone.
    expect(existsSync(join(dir, 'assets', 'tiny-abc.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo-abc.png.br'))).toBe(false);
  });

  it('drops a copy left by an earlier build when the file is no longer worth compressing', () => {
    dir = mkdtempSync(join(tmpdir(), 'salon-precompress-'));
    writeFileSync(join(dir, 'index.html'), 'x'.repeat(4000));
    precompressDir(dir);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    precompressDir(dir);
    // Otherwise the server would send the old page to every browser that accepts brotli.
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
  });
});
