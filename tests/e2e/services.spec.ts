import { ApiSession } from './pages/OrganizationApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service, ServiceCategory } from '../../server/contract/services';
import { ServicesPage } from './pages/ServicesPage';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { signInByApi } from './support/session';
import { startServer, type RunningServer } from './support/server';

// A fresh organization of its own (a server without the demo data, set up through the API), so
// the counts and empty states are this file's alone and no demo menu has to be put back.
const browser = useBrowser();
/** Every state checked is on the same address, so each is checked by name rather than once per address. */
const checkA11y = (state: string) => expectAccessible(browser.page, `services: ${state}`);

const OWNER = { email: 'sam@services.test', password: 'Services-pass-123' };
const SLUG = 'studio-services';
const PATH = `/${SLUG}/settings/organization/services`;
const CATEGORIES = '/api/settings/services/categories';
const TREATMENTS = '/api/settings/services/treatments';

let server: RunningServer;
/** The owner through the API (Bearer): seeds, checks and clears the menu beside the page under test. */
let api: ApiSession;

beforeAll(async () => {
  server = await startServer({ demo: false });
  api = await ApiSession.setUp(server.url, {
    organizationName: 'Studio Services',
    organizationSlug: SLUG,
    firstName: 'Sam',
    lastName: 'Stone',
    email: OWNER.email,
    password: OWNER.password,
    country: 'US',
    timezone: 'America/New_York',
    currency: 'USD',
  });
});

afterAll(async () => {
  await api?.close();
  await server?.stop();
});

const services = () => api.get<Service[]>(TREATMENTS);
const categories = () => api.get<ServiceCategory[]>(CATEGORIES);

/** Every test starts from an empty menu. */
async function clearMenu(): Promise<void> {
  for (const service of await services()) await api.send('DELETE', `${TREATMENTS}/${service.id}`);
  for (const category of await categories()) await api.send('DELETE', `${CATEGORIES}/${category.id}`);
}

async function open(query = ''): Promise<ServicesPage> {
  await signInByApi(browser.page, server.url, OWNER.email, OWNER.password);
  await browser.page.goto(new URL(`${PATH}${query}`, server.url).toString());
  await new SettingsShell(browser.page).waitForHeading('Services');
  const page = new ServicesPage(browser.page);
  await page.sidebar.waitFor();
  return page;
}

const query = () => new URL(browser.page.url()).searchParams;

describe('services and categories', () => {
  it('builds a menu: a category that is selected once created, and a service with variants and processing time', async () => {
    await clearMenu();
    const page = await open();
    await page.empty('No services yet').waitFor();
    await page.list.getByText('Create your first service to get started').waitFor();
    expect(await page.selectedCategory()).toBe('All categories');
    await checkA11y('empty menu');

    // New Category: Save waits for a name; the new category is chosen at once.
    await page.addCategory.click();
    const categoryDialog = page.dialog('New Category');
    const saveCategory = categoryDialog.getByRole('button', { name: 'Save', exact: true });
    expect(await saveCategory.isDisabled()).toBe(true);
    await categoryDialog.getByLabel('Category name').fill('Colour');
    await categoryDialog.getByRole('button', { name: 'Pink', exact: true }).click();
    expect(await categoryDialog.getByLabel('Colour', { exact: true }).inputValue()).toBe('#ec4899');
    await checkA11y('category dialog');
    await saveCategory.click();
    await page.waitForToast('Category created successfully');
    await expect.poll(() => page.selectedCategory()).toBe('Colour');
    expect(await page.listTitle()).toBe('Colour');
    const [colour] = await categories();
    expect(colour).toMatchObject({ name: 'Colour', color: '#ec4899', isActive: true, order: 0 });
    expect(query().get('category')).toBe(colour!.id);

    // New Service, filed under the chosen category.
    await page.addService.click();
    const dialog = page.dialog('New Service');
    expect(await dialog.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel('Service name').fill('Balayage');
    await dialog.getByLabel('Description').fill('Hand-painted highlights');
    expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe(colour!.id);
    await dialog.locator('#service-duration').selectOption({ label: '2h 30min' });

    await page.dialogTab(dialog, 'Pricing');
    await page.choose(dialog, 'Multiple variants');
    await dialog.getByText('No variants yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Add Variant' }).click();
    await dialog.getByRole('button', { name: 'Add Variant' }).click();
    const short = page.variant(dialog, 1);
    await short.getByLabel('Variant name').fill('Short hair');
    await short.getByLabel('Price', { exact: true }).fill('180');
    const long = page.variant(dialog, 2);
    await long.getByLabel('Price type').selectOption({ label: 'From price' });
    await long.getByLabel('Price', { exact: true }).fill('220.50');
    await checkA11y('service dialog with variants');

    // The spec's checks, before anything is sent.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await page.banner(dialog).innerText()).trim()).toBe('Each variant must have a name.');
    await long.getByLabel('Variant name').fill('Long hair');

    await page.dialogTab(dialog, 'Advanced');
    await dialog.locator('#service-buffer-after').selectOption({ label: '15min' });
    await page.choose(dialog, 'Processing time');
    await dialog.getByText('free to see another client', { exact: false }).waitFor();
    await dialog.locator('#service-processing-start').selectOption({ label: '45min' });
    await dialog.locator('#service-processing-length').selectOption({ label: '30min' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForToast('Service created successfully');

    await expect
      .poll(() => page.rows())
      .toEqual([
        {
          name: 'Balayage',
          archived: false,
          meta: '2 variants | Processing 30min after 45min · 15min after',
          duration: '2h 30min',
          price: 'From $180',
        },
      ]);
    await page.sidebar.getByRole('button', { name: 'Colour 1 service', exact: true }).waitFor();
    await checkA11y('a service in a category');
    const [saved] = await services();
    expect(saved).toMatchObject({
      name: 'Balayage',
      description: 'Hand-painted highlights',
      categoryId: colour!.id,
      durationMinutes: 150,
      bufferAfterMinutes: 15,
      processingStartMinutes: 45,
      processingMinutes: 30,
      currency: 'USD',
    });
    expect(saved!.variants.map(({ name, priceType, price }) => ({ name, priceType, price }))).toEqual([
      { name: 'Short hair', priceType: 'fixed', price: 180 },
      { name: 'Long hair', priceType: 'from', price: 220.5 },
    ]);

    // A reload keeps the chosen category and everything in it.
    await browser.page.reload();
    await page.table.waitFor();
    expect(await page.selectedCategory()).toBe('Colour');
    expect((await page.rows()).map((row) => row.name)).toEqual(['Balayage']);

    // Opening it again shows its variants, prices as saved.
    await page.serviceAction('Balayage', 'Edit');
    const edit = page.dialog('Edit Service');
    await page.dialogTab(edit, 'Pricing');
    expect(await page.variant(edit, 2).getByLabel('Variant name').inputValue()).toBe('Long hair');
    expect(await page.variant(edit, 2).getByLabel('Price', { exact: true }).inputValue()).toBe('220.5');
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Side by side at 1280 px; in a 1024 px window (a small reception screen) the categories go
    // above the list, whose Price and Actions columns ran out of its card beside them.
    const [sidebar, list] = [(await page.sidebar.boundingBox())!, (await page.list.boundingBox())!];
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(list.x);
    await browser.page.setViewportSize({ width: 1024, height: 860 });
    try {
      await expect
        .poll(async () => {
          const [above, below] = [(await page.sidebar.boundingBox())!, (await page.list.boundingBox())!];
          return above.y + above.height <= below.y && below.x === above.x;
        })
        .toBe(true);
      const actions = page.list.getByRole('button', { name: 'Actions for Balayage', exact: true });
      const [button, card] = [(await actions.boundingBox())!, (await page.list.boundingBox())!];
      expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it('switches a service with variants to a single price only through the confirmation', async () => {
    await clearMenu();
    await api.send('POST', TREATMENTS, {
      name: 'Blow-dry',
      durationMinutes: 45,
      variants: [
        { name: 'Short hair', price: 40 },
        { name: 'Long hair', price: 55 },
      ],
    });
    const page = await open();
    await page.serviceAction('Blow-dry', 'Edit');
    const dialog = page.dialog('Edit Service');
    await page.dialogTab(dialog, 'Pricing');
    await page.variant(dialog, 2).waitFor();

    // Keep Variants: nothing changes, the service stays in variant mode.
    await page.choose(dialog, 'Single price');
    const confirm = page.confirmation();
    await confirm.getByRole('heading', { name: 'Delete All Variants?' }).waitFor();
    await checkA11y('delete all variants');
    await confirm.getByRole('button', { name: 'Keep Variants', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('radio', { name: 'Multiple variants' }).isChecked()).toBe(true);
    expect(await page.variant(dialog, 1).getByLabel('Variant name').inputValue()).toBe('Short hair');
    expect((await services())[0]!.variants).toHaveLength(2);

    // Delete Variants & Save: saved at once as a fixed single price.
    await page.choose(dialog, 'Single price');
    await confirm.getByRole('button', { name: 'Delete Variants & Save', exact: true }).click();
    await page.waitForToast('Service updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    expect((await services())[0]).toMatchObject({ name: 'Blow-dry', priceType: 'fixed', variants: [] });
    await expect.poll(async () => (await page.rows())[0]).toMatchObject({ name: 'Blow-dry', meta: '' });
  });

  it('archives and activates, searches, deletes with confirmation, and clears a deleted category', async () => {
    await clearMenu();
    const nails = await api.send<ServiceCategory>('POST', CATEGORIES, { name: 'Nails', color: '#10b981' });
    const hair = await api.send<ServiceCategory>('POST', CATEGORIES, { name: 'Hair', color: '#6366f1' });
    await api.send('POST', TREATMENTS, {
      name: 'Gel manicure',
      description: 'Long-lasting shine',
      categoryId: nails.id,
      price: 45,
    });
    await api.send('POST', TREATMENTS, { name: 'Gents cut', categoryId: hair.id, price: 35, priceType: 'from' });
    await api.send('POST', TREATMENTS, { name: 'Consultation', price: 0, priceType: 'free', durationMinutes: 15 });

    const page = await open();
    expect(await page.categoryNames()).toEqual(['All categories', 'Nails', 'Hair']);
    expect((await page.rows()).map((row) => [row.name, row.price])).toEqual([
      ['Gel manicure', '$45'],
      ['Gents cut', 'From $35'],
      ['Consultation', 'Free'],
    ]);

    // Search looks in names and descriptions, within the chosen category.
    await page.search.fill('SHINE');
    expect((await page.rows()).map((row) => row.name)).toEqual(['Gel manicure']);
    await page.search.fill('balayage');
    await page.empty('No services found').waitFor();
    await page.search.fill('');
    await page.category('Hair').click();
    await expect.poll(async () => (await page.rows()).map((row) => row.name)).toEqual(['Gents cut']);
    await page.search.fill('manicure');
    await page.empty('No services found').waitFor();
    await page.search.fill('');

    // Archive, then Activate.
    await page.serviceAction('Gents cut', 'Archive');
    await page.waitForToast('Service updated successfully');
    await expect.poll(async () => (await page.rows())[0]?.archived).toBe(true);
    expect((await services()).find((s) => s.name === 'Gents cut')?.isActive).toBe(false);
    await page.serviceAction('Gents cut', 'Activate');
    await expect.poll(async () => (await page.rows())[0]?.archived).toBe(false);
    expect((await services()).find((s) => s.name === 'Gents cut')?.isActive).toBe(true);

    // The chosen tab is kept in the address too.
    await page.tab('Business Hours').click();
    expect(query().get('tab')).toBe('business-hours');
    await browser.page.reload();
    await page.tab('Business Hours').waitFor();
    expect(await page.tab('Business Hours').getAttribute('aria-selected')).toBe('true');
    await page.tab('Services').click();
    await page.table.waitFor();
    expect(await page.selectedCategory()).toBe('Hair');

    // Delete, after the spec's confirmation.
    await page.serviceAction('Gents cut', 'Delete');
    await page.confirmation().getByText("Delete treatment 'Gents cut'? This cannot be undone.").waitFor();
    await checkA11y('delete confirmation');
    await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForToast('Service deleted successfully');
    await page.empty('No services found').waitFor();
    expect((await services()).map((s) => s.name).sort()).toEqual(['Consultation', 'Gel manicure']);

    // Deleting the chosen category clears the choice; its services stay, without a category.
    await page.categoryAction('Hair', 'Delete');
    await page.confirmation().getByText("Delete category 'Hair'? This cannot be undone.").waitFor();
    await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForToast('Category deleted successfully');
    await expect.poll(() => page.selectedCategory()).toBe('All categories');
    expect(query().get('category')).toBeNull();
    await expect.poll(() => page.categoryNames()).toEqual(['All categories', 'Nails']);

    // An inactive category is greyed in the sidebar and cannot be chosen for a service.
    await page.categoryAction('Nails', 'Edit');
    const edit = page.dialog('Edit Category');
    await page.toggle(edit.getByRole('switch', { name: 'Active' }));
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForToast('Category updated successfully');
    await page.sidebar.getByRole('button', { name: /^Nails Inactive 1 service$/ }).waitFor();
    await page.addService.click();
    const add = page.dialog('New Service');
    // The dialog's fields render a moment after it opens: wait for the picker rather than read it at once.
    await expect.poll(() => add.locator('#service-category option').allInnerTexts()).toEqual(['No category']);
    await add.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Deleting every service leaves the first-run empty state.
    for (const service of await services()) await api.send('DELETE', `${TREATMENTS}/${service.id}`);
    await browser.page.reload();
    await page.empty('No services yet').waitFor();
  });

  it('moves a category from its menu, kept after a reload', async () => {
    await clearMenu();
    for (const name of ['Hair', 'Nails', 'Skin']) await api.send('POST', CATEGORIES, { name });
    const page = await open();
    expect(await page.categoryNames()).toEqual(['All categories', 'Hair', 'Nails', 'Skin']);
    await page.categoryAction('Skin', 'Move up');
    await expect.poll(() => page.categoryNames()).toEqual(['All categories', 'Hair', 'Skin', 'Nails']);
    await expect
      .poll(async () => (await categories()).map((category) => [category.name, category.order]))
      .toEqual([
        ['Hair', 0],
        ['Skin', 1],
        ['Nails', 2],
      ]);
    await browser.page.reload();
    await page.sidebar.waitFor();
    await expect.poll(() => page.categoryNames()).toEqual(['All categories', 'Hair', 'Skin', 'Nails']);
  });
});
