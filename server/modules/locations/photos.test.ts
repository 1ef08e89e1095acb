import { readdirSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LOCATION_PHOTOS, type Location } from '../../contract/locations';
import sharp from '../../images/sharp';
import { newId } from '../../ids';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../storage/file-modes';
import { locationPhotosDir } from '../../storage/paths';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { LOCATIONS, locationCalls, picture } from './test-helpers';

describe('location photos', () => {
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof locationCalls>;
  let city: Location;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    calls = locationCalls(app, owner);
    city = await calls.byName('Demo Salon — City');
  });
  afterEach(() => app.close());

  const dir = () => locationPhotosDir(app.deps.config.dataDir, owner.organizationId);
  const files = () => {
    try {
      return readdirSync(dir()).sort();
    } catch {
      return [];
    }
  };
  const fetchFile = (url: string, session = owner) => app.inject({ method: 'GET', url, headers: session.headers });
  const photosOf = async (id = city.id) => (await calls.list()).find((l) => l.id === id)!.photos;

  it('re-encodes a phone photo without its EXIF, scaled to 2000 px, with a 400 px thumbnail', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'Home of Priya' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await calls.upload(city.id, photo, { filename: 'salon.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: res.body.id,
      url: `/api/locations/${city.id}/photos/${res.body.id}/file`,
      thumbnailUrl: `/api/locations/${city.id}/photos/${res.body.id}/file?size=thumb`,
      alt: 'Demo Salon — City',
      isMain: true,
      width: 2000,
      height: 1333,
    });

    const full = await fetchFile(res.body.url, loginAs(app, 'receptionist'));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, max-age=86400');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes('PhoneCo')).toBe(false);
    const thumb = await fetchFile(res.body.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });

    // Owner-only on disk, under the organization's folder.
    expect(files()).toHaveLength(2);
    expect(statSync(dir()).mode & 0o777).toBe(PRIVATE_DIR_MODE);
    for (const name of files()) expect(statSync(`${dir()}/${name}`).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    expect((await photosOf()).map((p) => p.id)).toEqual([res.body.id]);
  });

  it('keeps a PNG as PNG and serves it with its own type', async () => {
    const res = await calls.upload(city.id, await picture(300, 200));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 300, height: 200 });
    const full = await fetchFile(res.body.url);
    expect(full.headers['content-type']).toBe('image/png');
    expect((await sharp(full.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a text file named .jpg, an empty file and a file over 10 MB, storing nothing', async () => {
    const lie = await calls.upload(city.id, Buffer.from('just some notes, saved as salon.jpg\n'), {
      filename: 'salon.jpg',
      type: 'image/jpeg',
    });
    expect(lie.status).toBe(415);
    expect(lie.body.message).toBe('Please choose a JPG, PNG, GIF or WebP image');
    const empty = await calls.upload(city.id, Buffer.alloc(0));
    expect(empty.status).toBe(415);
    const huge = await calls.upload(city.id, Buffer.concat([await picture(10, 10), Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Please select an image smaller than 10MB');
    const wrongField = await calls.upload(city.id, await picture(10, 10), { field: 'avatar' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('file is required');
    expect(files()).toEqual([]);
    expect(await photosOf()).toEqual([]);
  });

  it(`accepts ${MAX_LOCATION_PHOTOS} photos and refuses the next with the spec’s text`, async () => {
    const bytes = await picture(40, 30);
    for (let i = 0; i < MAX_LOCATION_PHOTOS; i++) expect((await calls.upload(city.id, bytes)).status).toBe(201);
    const refused = await calls.upload(city.id, bytes);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You can upload up to 10 photos.');
    expect(await photosOf()).toHaveLength(MAX_LOCATION_PHOTOS);
    expect(files()).toHaveLength(2 * MAX_LOCATION_PHOTOS);
    // Another location has its own ten.
    const beach = await calls.byName('Demo Salon — Beach');
    expect((await calls.upload(beach.id, bytes)).status).toBe(201);
  });

  it('keeps one main photo: the first, then the one chosen, then the next when it is deleted', async () => {
    const ids: string[] = [];
    for (const width of [50, 60, 70]) ids.push((await calls.upload(city.id, await picture(width, 40))).body.id);
    const [first, second, third] = ids as [string, string, string];
    const mains = async () => (await photosOf()).filter((p) => p.isMain).map((p) => p.id);
    expect(await mains()).toEqual([first]);

    const chosen = await calls.send<Location>('PUT', `${LOCATIONS}/${city.id}/photos/${second}/main`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.id).toBe(city.id);
    expect(chosen.body.photos.map((p) => [p.id, p.isMain])).toEqual([
      [first, false],
      [second, true],
      [third, false],
    ]);
    // Choosing it again changes nothing.
    expect((await calls.send('PUT', `${LOCATIONS}/${city.id}/photos/${second}/main`)).status).toBe(200);
    expect(await mains()).toEqual([second]);

    // Its files go with it, and the first remaining photo takes its place.
    const before = files();
    expect((await calls.send('DELETE', `${LOCATIONS}/${city.id}/photos/${second}`)).status).toBe(204);
    expect(files()).toHaveLength(before.length - 2);
    expect(await mains()).toEqual([first]);
    expect((await fetchFile(`${LOCATIONS}/${city.id}/photos/${second}/file`)).statusCode).toBe(404);
    expect((await calls.send('DELETE', `${LOCATIONS}/${city.id}/photos/${third}`)).status).toBe(204);
    expect(await mains()).toEqual([first]);
    // Editing the details afterwards is not refused: photos do not move the location's version.
    expect((await calls.update(city.id, { description: 'New' }, '"1"')).status).toBe(200);
  });

  it('deletes the photo files with the location', async () => {
    for (const width of [50, 60]) await calls.upload(city.id, await picture(width, 40));
    const beach = await calls.byName('Demo Salon — Beach');
    await calls.upload(beach.id, await picture(30, 30));
    expect(files()).toHaveLength(6);
    expect((await calls.remove(city.id)).status).toBe(204);
    expect(files()).toHaveLength(2);
    expect(app.deps.database.sqlite.prepare('select count(*) from location_photos').pluck().get()).toBe(1);
  });

  it('answers 404 for a photo of another location or organization, and for a photo that does not exist', async () => {
    const mine = await calls.upload(city.id, await picture(20, 20));
    const beach = await calls.byName('Demo Salon — Beach');
    const other = loginAs(app, 'otherOwner');
    const wrongLocation = await fetchFile(`${LOCATIONS}/${beach.id}/photos/${mine.body.id}/file`);
    expect(wrongLocation.statusCode).toBe(404);
    expect(wrongLocation.json().message).toBe('Photo not found');
    expect((await fetchFile(mine.body.url, other)).statusCode).toBe(404);
    expect((await fetchFile(`${LOCATIONS}/${city.id}/photos/${newId()}/file`)).statusCode).toBe(404);
    for (const [method, url] of [
      ['DELETE', `${LOCATIONS}/${city.id}/photos/${mine.body.id}`],
      ['PUT', `${LOCATIONS}/${city.id}/photos/${mine.body.id}/main`],
    ] as const) {
      const res = await calls.send(method, url, undefined, undefined, other);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Location not found');
    }
    expect((await calls.upload(city.id, await picture(20, 20), {}, other)).status).toBe(404);
    expect(await photosOf()).toHaveLength(1);
  });

  it('lets every member see the photos, and only manage_locations change them', async () => {
    const mine = await calls.upload(city.id, await picture(20, 20));
    for (const role of ['receptionist', 'practitioner'] as const) {
      const session = loginAs(app, role);
      expect((await fetchFile(mine.body.thumbnailUrl, session)).statusCode).toBe(200);
      expect((await calls.upload(city.id, await picture(20, 20), {}, session)).status).toBe(403);
      expect(
        (await calls.send('DELETE', `${LOCATIONS}/${city.id}/photos/${mine.body.id}`, undefined, undefined, session))
          .status,
      ).toBe(403);
      expect(
        (await calls.send('PUT', `${LOCATIONS}/${city.id}/photos/${mine.body.id}/main`, undefined, undefined, session))
          .status,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: mine.body.url })).statusCode).toBe(401);
  });

  it('records uploads, hero changes and deletions in the activity log', async () => {
    const first = await calls.upload(city.id, await picture(20, 20));
    const second = await calls.upload(city.id, await picture(30, 20));
    await calls.send('PUT', `${LOCATIONS}/${city.id}/photos/${second.body.id}/main`);
    await calls.send('DELETE', `${LOCATIONS}/${city.id}/photos/${first.body.id}`);
    const [removed, hero, added] = await calls.activity();
    expect(added).toMatchObject({
      details: 'Added a photo to the location Demo Salon — City',
      changes: { photos: { before: 1, after: 2 } },
    });
    expect(hero).toMatchObject({
      details: 'Chose the main photo of the location Demo Salon — City',
      changes: { mainPhotoId: { before: first.body.id, after: second.body.id } },
    });
    expect(removed).toMatchObject({
      details: 'Deleted a photo of the location Demo Salon — City',
      changes: { photos: { before: 2, after: 1 } },
    });
  });
});
