import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { forgetStoredPicture, readStoredPicture, storedPictureType } from './stored-pictures';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stored-pictures-'));
  dirs.push(dir);
  return dir;
}

it('serves what is on disk, even when the file changed since it was last read', async () => {
  const path = join(folder(), 'a.png');
  writeFileSync(path, 'first');
  expect((await readStoredPicture(path))?.toString()).toBe('first');
  expect((await readStoredPicture(path))?.toString()).toBe('first');
  // Same size, a new time of change: the file is read again.
  writeFileSync(path, 'secnd');
  utimesSync(path, new Date(), new Date(Date.now() + 5_000));
  expect((await readStoredPicture(path))?.toString()).toBe('secnd');
  writeFileSync(path, 'a longer third');
  expect((await readStoredPicture(path))?.toString()).toBe('a longer third');
});

it('answers nothing for a file removed, a folder, or a file forgotten and then removed', async () => {
  const dir = folder();
  const path = join(dir, 'b.jpg');
  writeFileSync(path, 'bytes');
  await readStoredPicture(path);
  rmSync(path);
  expect(await readStoredPicture(path)).toBeUndefined();
  mkdirSync(join(dir, 'c.png'));
  expect(await readStoredPicture(join(dir, 'c.png'))).toBeUndefined();
  writeFileSync(path, 'again');
  await readStoredPicture(path);
  forgetStoredPicture(path);
  rmSync(path);
  expect(await readStoredPicture(path)).toBeUndefined();
});

it('knows the types the pipeline writes, and no other', () => {
  expect(storedPictureType('x.jpg')).toBe('image/jpeg');
  expect(storedPictureType('x.thumb.png')).toBe('image/png');
  expect(storedPictureType('x.svg')).toBeUndefined();
  expect(storedPictureType('x.png.html')).toBeUndefined();
});
