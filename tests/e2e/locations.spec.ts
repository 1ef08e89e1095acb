import sharp from 'sharp';
import { ApiSession } from './pages/OrganizationApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '../../server/contract/locations';
import type { ServiceCategory } from '../../server/contract/services';
import { LocationsPage } from './pages/LocationsPage';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { signInByApi } from './support/session';
import { startServer, type RunningServer } from './support/server';

// A fresh organization of its own (a server without the demo data, set up through the API), so the
// tiles and the empty state are this file's alone. The FREE plan allows one location (plan_tiers),
// which is all these journeys need: the location is created, edited, given photos and deleted.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `locations: ${state}`);

const OWNER = { email: 'lee@locations.test', password: 'Locations-pass-123' };
const SLUG = 'studio-locations';
const PATH = `/${SLUG}/settings/organization/locations`;
const LOCATIONS = '/api/locations';

let server: RunningServer;
/** The owner through the API (Bearer): seeds the service menu and checks what was saved. */
let api: ApiSession;
let cutId = '';
let colourId = '';

const locations = () => api.get<Location[]>(LOCATIONS);

beforeAll(async () => {
  server = await startServer({ demo: false });
  api = await ApiSession.setUp(server.url, {
    organizationName: 'Studio Locations',
    organizationSlug: SLUG,
    firstName: 'Lee',
    lastName: 'Lane',
    email: OWNER.email,
    password: OWNER.password,
    country: 'AU',
    timezone: 'Australia/Melbourne',
    currency: 'AUD',
  });
  const hair = await api.send<ServiceCategory>('POST', '/api/settings/services/categories', {
    name: 'Hair',
    color: '#6366f1',
  });
  const treatments = '/api/settings/services/treatments';
  cutId = (await api.send<{ id: string }>('POST', treatments, { name: 'Cut', categoryId: hair.id, price: 60 })).id;
  colourId = (await api.send<{ id: string }>('POST', treatments, { name: 'Colour', categoryId: hair.id, price: 120 }))
    .id;
});

afterAll(async () => {
  await api?.close();
  await server?.stop();
});

async function open(query = ''): Promise<LocationsPage> {
  await signInByApi(browser.page, server.url, OWNER.email, OWNER.password);
  await browser.page.goto(new URL(`${PATH}${query}`, server.url).toString());
  await new SettingsShell(browser.page).waitForHeading('Locations');
  const page = new LocationsPage(browser.page);
  await page.list.waitFor();
  return page;
}

const png = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describe('locations', () => {
  it('creates a location after the spec refusals, edits its hours and services, keeps them after a reload', async () => {
    const page = await open();
    await page.empty('No locations yet').waitFor();
    await page.list.getByText('Add your first location', { exact: false }).waitFor();
    expect(await page.tileValues()).toEqual({ 'Total Locations': '0', Active: '0', Photos: '0', Services: '0' });
    await checkA11y('no locations');

    await page.addLocation.click();
    const dialog = page.dialog('Add Location');
    // Photos need a saved location.
    expect(await dialog.getByRole('tab', { name: 'Photos', exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.field(dialog, 'country').inputValue()).toBe('Australia');
    expect(await page.field(dialog, 'email').getAttribute('type')).toBe('email');

    // The spec's refusals, before anything is sent, in 'Validation Error' toasts.
    await page.saveDialog(dialog);
    await page.waitForToast('Validation Error', 'Location name is required');
    await page.field(dialog, 'name').fill('Harbour');
    await page.saveDialog(dialog);
    await page.waitForToast('Validation Error', 'Street address and city are required');
    await page.field(dialog, 'street1').fill('1 Quay Street');
    await page.saveDialog(dialog);
    await page.waitForToast('Validation Error', 'Street address and city are required');
    await page.field(dialog, 'city').fill('Sydney');
    await page.toggle(page.switchOf(dialog, 'Use organization time zone'));
    await page.saveDialog(dialog);
    await page.waitForToast('Validation Error', 'Please select a valid timezone');
    expect(await locations()).toEqual([]);

    await page.field(dialog, 'timezone').selectOption('Australia/Sydney');
    await page.field(dialog, 'state').fill('NSW');
    await page.field(dialog, 'zipCode').fill('2000');
    await page.field(dialog, 'phone').fill('+61 2 9000 0000');
    await page.field(dialog, 'email').fill('harbour@locations.test');
    await checkA11y('new location dialog');
    await page.saveDialog(dialog);
    await page.waitForToast('Location created successfully');
    await dialog.waitFor({ state: 'hidden' });

    const [created] = await locations();
    expect(created).toMatchObject({
      name: 'Harbour',
      street1: '1 Quay Street',
      city: 'Sydney',
      country: 'Australia',
      timezone: 'Australia/Sydney',
      isActive: true,
      services: [],
    });
    // Default hours: Monday to Saturday open, Sunday closed.
    expect(await page.cardFacts('Harbour')).toMatchObject({
      phone: '+61 2 9000 0000',
      hours: '6 days/week',
      services: 'No services',
      status: 'Active',
    });
    expect((await page.cardFacts('Harbour')).address).toContain('1 Quay Street');
    expect(await page.tileValues()).toEqual({ 'Total Locations': '1', Active: '1', Photos: '0', Services: '0' });
    await checkA11y('one location card');

    // Hours: Saturday closed, a second slot on Monday.
    await page.card('Harbour').getByRole('button', { name: 'Edit Harbour', exact: true }).click();
    const edit = page.dialog('Edit Location');
    await page.dialogTab(edit, 'Hours');
    await page.toggle(page.switchOf(edit, 'Saturday'));
    expect(await page.slotTime(edit, 'Saturday', 1, 'opens').count()).toBe(0);
    // One slot: nothing to remove yet.
    expect(await edit.getByRole('button', { name: 'Remove Monday slot 1' }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Add slot to Monday', exact: true }).click();
    await page.slotTime(edit, 'Monday', 1, 'closes').selectOption('12:00');
    await page.slotTime(edit, 'Monday', 2, 'opens').selectOption('13:00');
    await page.slotTime(edit, 'Monday', 2, 'closes').selectOption('18:30');
    await edit.getByRole('button', { name: 'Remove Monday slot 2', exact: true }).waitFor();
    // Reopening a closed day gives 09:00-17:00.
    await page.toggle(page.switchOf(edit, 'Sunday'));
    expect(await page.slotTime(edit, 'Sunday', 1, 'opens').inputValue()).toBe('09:00');
    expect(await page.slotTime(edit, 'Sunday', 1, 'closes').inputValue()).toBe('17:00');
    await page.toggle(page.switchOf(edit, 'Sunday'));
    await checkA11y('hours tab');

    // Services: Select All of the category, then one in person only.
    await page.dialogTab(edit, 'Services');
    await page.toggle(edit.getByRole('checkbox', { name: 'Select All in Hair', exact: true }));
    expect(await edit.getByRole('checkbox', { name: 'Cut', exact: true }).isChecked()).toBe(true);
    expect(await edit.getByRole('checkbox', { name: 'Colour', exact: true }).isChecked()).toBe(true);
    const colourOnline = page.switchOf(edit, 'Online booking for Colour');
    expect(await colourOnline.isChecked()).toBe(true);
    await page.toggle(colourOnline);
    await edit.locator('.locations-service').filter({ hasText: 'Colour' }).getByText('In-person only').waitFor();
    await checkA11y('services tab');
    await page.saveDialog(edit);
    await page.waitForToast('Location updated successfully');
    await edit.waitFor({ state: 'hidden' });

    const [updated] = await locations();
    expect(updated!.hours.saturday).toEqual({ isOpen: false, slots: [] });
    expect(updated!.hours.sunday).toEqual({ isOpen: false, slots: [] });
    expect(updated!.hours.monday.slots).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '18:30' },
    ]);
    expect([...updated!.services].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: cutId, isBookableOnline: true },
        { id: colourId, isBookableOnline: false },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await page.cardFacts('Harbour')).toMatchObject({ hours: 'Mon-Fri', services: '2 services' });
    expect(await page.tileValues()).toMatchObject({ Services: '2' });

    // A reload shows all of it again.
    await browser.page.reload();
    await page.card('Harbour').waitFor();
    await page.card('Harbour').getByRole('button', { name: 'Edit Harbour', exact: true }).click();
    const again = page.dialog('Edit Location');
    await page.dialogTab(again, 'Hours');
    expect(await page.switchOf(again, 'Saturday').isChecked()).toBe(false);
    expect(await page.slotTime(again, 'Monday', 2, 'closes').inputValue()).toBe('18:30');
    await page.dialogTab(again, 'Services');
    expect(await page.switchOf(again, 'Online booking for Colour').isChecked()).toBe(false);
    expect(await page.switchOf(again, 'Online booking for Cut').isChecked()).toBe(true);
    await again.locator('.locations-service').filter({ hasText: 'Colour' }).getByText('In-person only').waitFor();
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();

    // The list view, kept in the address.
    await page.listView.click();
    expect(new URL(browser.page.url()).searchParams.get('view')).toBe('list');
    await page.row('Harbour').getByText('Mon-Fri').waitFor();
    await browser.page.reload();
    await page.row('Harbour').waitFor();
    expect(await page.listView.getAttribute('aria-pressed')).toBe('true');
    await checkA11y('list view');
    await page.cardView.click();
    await page.card('Harbour').waitFor();
  });

  it('uploads photos, moves the hero, deletes one after confirmation, refuses a text file, then deletes the location', async () => {
    const page = await open();
    await page.card('Harbour').getByRole('button', { name: 'Edit Harbour', exact: true }).click();
    const dialog = page.dialog('Edit Location');
    await page.dialogTab(dialog, 'Photos');
    await dialog.getByText('Drag photos here or click to upload').waitFor();

    await page.photoInput(dialog).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png(200) },
      { name: 'chairs.png', mimeType: 'image/png', buffer: await png(40) },
    ]);
    await page.waitForToast('Photo(s) uploaded!');
    await expect.poll(() => page.photos(dialog).count()).toBe(2);
    expect(await page.heroPositions(dialog)).toHaveLength(1);
    await checkA11y('photos tab');

    // Set the other one as hero: the badge moves.
    const [hero] = await page.heroPositions(dialog);
    const other = hero === 1 ? 2 : 1;
    await dialog.getByRole('button', { name: `Set as hero: photo ${other}`, exact: true }).click();
    await expect.poll(() => page.heroPositions(dialog)).toEqual([other]);
    const [withPhotos] = await locations();
    expect(withPhotos!.photos.filter((photo) => photo.isMain)).toHaveLength(1);
    expect(withPhotos!.photos[other - 1]!.isMain).toBe(true);

    // The lightbox: 'Photo N of M', next and previous.
    await dialog.getByRole('button', { name: 'Open photo 1', exact: true }).click();
    const lightbox = page.viewer('Harbour');
    await expect.poll(() => page.viewerPosition(lightbox)).toBe('Photo 1 of 2');
    await lightbox.getByRole('button', { name: 'Next photo', exact: true }).click();
    await expect.poll(() => page.viewerPosition(lightbox)).toBe('Photo 2 of 2');
    await lightbox.getByRole('button', { name: 'Next photo', exact: true }).click();
    await expect.poll(() => page.viewerPosition(lightbox)).toBe('Photo 1 of 2');
    await checkA11y('photo lightbox');
    await page.closeViewer(lightbox);

    // Delete the photo that is not the hero, after 'Delete this photo?'.
    await dialog.getByRole('button', { name: `Delete photo ${hero}`, exact: true }).click();
    await page.confirmation().getByRole('heading', { name: 'Delete this photo?' }).waitFor();
    await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.photos(dialog).count()).toBe(1);
    expect(await page.heroPositions(dialog)).toEqual([1]);

    // A text file named .png: the server reads the bytes and refuses it; nothing is added.
    await page.photoInput(dialog).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are not the pixels you are looking for'),
    });
    // The server's reason is preferred over 'Failed to upload photo(s)' (spec §8).
    await page.waitForToast('Please choose a JPG, PNG, GIF or WebP image');
    expect((await locations())[0]!.photos).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    // The card shows the hero; its photo opens the viewer.
    expect(await page.tileValues()).toMatchObject({ 'Total Locations': '1', Photos: '1' });
    await page.card('Harbour').getByRole('button', { name: 'View photos of Harbour', exact: true }).click();
    await expect.poll(() => page.viewerPosition(page.viewer('Harbour'))).toBe('Photo 1 of 1');
    await page.closeViewer(page.viewer('Harbour'));

    // Delete the location after its confirmation.
    await page.card('Harbour').getByRole('button', { name: 'Delete Harbour', exact: true }).click();
    await page.confirmation().getByRole('heading', { name: "Delete location 'Harbour'?" }).waitFor();
    await checkA11y('delete confirmation');
    await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForToast('Location deleted successfully');
    await page.empty('No locations yet').waitFor();
    expect(await locations()).toEqual([]);
    expect(await page.tileValues()).toEqual({ 'Total Locations': '0', Active: '0', Photos: '0', Services: '0' });
  });
});
