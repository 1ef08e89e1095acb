import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** The summary tiles as a person reads them. */
export interface LocationTiles {
  'Total Locations': string;
  Active: string;
  Photos: string;
  Services: string;
}

/**
 * Settings › Locations: the summary tiles, the card or list view, the location dialog with its
 * Details, Hours, Services and Photos tabs, the photo viewer and the confirmations.
 */
export class LocationsPage extends SettingsForm {
  readonly list: Locator;
  readonly tiles: Locator;
  readonly addLocation: Locator;
  readonly cardView: Locator;
  readonly listView: Locator;

  constructor(page: Page) {
    super(page);
    this.list = page.locator('#locations-list');
    this.tiles = page.getByRole('region', { name: 'Summary', exact: true });
    this.addLocation = page.getByRole('button', { name: 'Add Location', exact: true }).first();
    this.cardView = page.getByRole('button', { name: 'Card view', exact: true });
    this.listView = page.getByRole('button', { name: 'List view', exact: true });
  }

  async tileValues(): Promise<LocationTiles> {
    const tiles = await this.tiles
      .locator('.locations-tile')
      .evaluateAll((cards) =>
        cards.map((card) => [
          card.querySelector('.locations-tile-label')?.textContent?.trim() ?? '',
          card.querySelector('.locations-tile-value')?.textContent?.trim() ?? '',
        ]),
      );
    return Object.fromEntries(tiles) as unknown as LocationTiles;
  }

  empty(title: string): Locator {
    return this.list.getByRole('heading', { name: title, exact: true });
  }

  /** A location's card, named by its heading. */
  card(name: string): Locator {
    return this.list.getByRole('region', { name, exact: true });
  }

  /** What a card says: address, phone, hours label, services count and status. */
  async cardFacts(name: string): Promise<Record<'address' | 'phone' | 'hours' | 'services' | 'status', string>> {
    const card = this.card(name);
    const text = async (selector: string) => {
      const found = card.locator(selector);
      return (await found.count()) === 0 ? '' : (await found.innerText()).trim();
    };
    return {
      address: await text('.locations-address'),
      phone: await text('.locations-phone'),
      hours: await text('.locations-hours'),
      services: await text('.locations-services'),
      status: await text('.locations-status'),
    };
  }

  row(name: string): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async dialogTab(dialog: Locator, name: string): Promise<void> {
    await dialog.getByRole('tab', { name, exact: true }).click();
  }

  /** A Details field by its key (name, street1, city, phone, email, ...). */
  field(dialog: Locator, key: string): Locator {
    return dialog.locator(`#location-${key}`);
  }

  saveDialog(dialog: Locator): Promise<void> {
    return dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }

  switchOf(dialog: Locator, name: string): Locator {
    return dialog.getByRole('switch', { name, exact: true });
  }

  /** A time select of the Hours tab, e.g. ('Monday', 2, 'opens'). */
  slotTime(dialog: Locator, day: string, number: number, edge: 'opens' | 'closes'): Locator {
    return dialog.getByRole('combobox', { name: `${day} slot ${number} ${edge}`, exact: true });
  }

  /** The photos of the Photos tab, in order. */
  photos(dialog: Locator): Locator {
    return dialog.locator('.locations-photo');
  }

  /** The 1-based positions of the photos that carry the 'Hero' badge. */
  async heroPositions(dialog: Locator): Promise<number[]> {
    return this.photos(dialog).evaluateAll((items) =>
      items.flatMap((item, at) => (item.querySelector('.locations-hero-badge') ? [at + 1] : [])),
    );
  }

  photoInput(dialog: Locator): Locator {
    return dialog.locator('#location-photo-input');
  }

  viewer(title: string): Locator {
    return this.dialog(title);
  }

  async viewerPosition(viewer: Locator): Promise<string> {
    return (await viewer.locator('.locations-viewer-position').innerText()).trim();
  }

  /**
   * Escape, as a person closes the viewer. Blueprint's overlay takes focus a frame after it opens
   * and hears Escape only from inside: pressed before that (as a test can, right after opening),
   * the key reaches the page behind it.
   */
  async closeViewer(viewer: Locator): Promise<void> {
    await viewer.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          // The overlay around the dialog holds the focus (its focus traps are outside the dialog box).
          const overlay = element.closest('.bp6-overlay') ?? element;
          const check = () => (overlay.contains(document.activeElement) ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    await this.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
  }
}
