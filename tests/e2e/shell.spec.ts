import { describe, expect, it } from 'vitest';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

async function openSettings(
  email: string,
  path = '/demo-salon/settings/overview',
  heading = 'Settings overview',
): Promise<SettingsShell> {
  await signInByApi(browser.page, browser.baseURL, email);
  await browser.page.goto(browser.url(path));
  const shell = new SettingsShell(browser.page);
  await shell.waitForHeading(heading);
  return shell;
}

describe('menu search', () => {
  it('filters the entries and says when nothing matches', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    expect(await shell.search.getAttribute('placeholder')).toMatch(/^Search/);

    await shell.search.fill('secu');
    await expect.poll(() => shell.menuEntries()).toEqual(['Security', 'Security & Compliance']);

    await shell.search.fill('zzqx');
    await shell.nav.getByText('No settings found for "zzqx"').waitFor();
    expect(await shell.nav.getByRole('link').count()).toBe(0);
    await checkA11y(browser.page);

    await shell.search.fill('');
    // The 28 routes of the specification's table and the Team page.
    await expect.poll(async () => (await shell.menuEntries()).length).toBe(30);
  });
});

describe('command palette', () => {
  it('opens with Ctrl+K, lists the visible settings and closes with Escape', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.receptionist.email);
    await shell.openPalette();
    const options = shell.palette.getByRole('option');
    const menu = await shell.menuEntries();
    await expect.poll(() => options.count()).toBe(menu.length);
    expect(await shell.paletteInput().evaluate((el) => el === document.activeElement)).toBe(true);
    await checkA11y(browser.page);

    await browser.page.keyboard.press('Escape');
    await shell.palette.waitFor({ state: 'detached' });
  });

  it('opens from inside a text field, filters, and goes to the chosen setting with Enter', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    await shell.search.click();
    await shell.openPalette();
    await shell.paletteInput().fill('tax');
    await expect
      .poll(() => shell.palette.getByRole('option').allInnerTexts())
      .toEqual([expect.stringContaining('Tax Configuration')]);
    await browser.page.keyboard.press('Enter');
    await shell.waitForHeading('Tax Configuration');
    expect(shell.pathname()).toBe('/demo-salon/settings/organization/tax');
    await shell.palette.waitFor({ state: 'detached' });
  });

  it('says when nothing matches', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    await shell.openPalette();
    await shell.paletteInput().fill('nothing like this');
    await shell.palette.getByText('No settings found for "nothing like this"').waitFor();
    await browser.page.keyboard.press('Escape');
    await shell.palette.waitFor({ state: 'detached' });
  });

  it('keeps focus inside while open', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    await shell.openPalette();
    for (let i = 0; i < 4; i += 1) await browser.page.keyboard.press('Tab');
    const inside = await shell.palette.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(inside).toBe(true);
  });
});

describe('keyboard shortcuts', () => {
  it('Ctrl+1..9 open the Nth visible section', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.receptionist.email);
    const entries = await shell.menuEntries();
    await browser.page.keyboard.press('Control+2');
    await shell.waitForHeading(entries[1] ?? '');
    await browser.page.keyboard.press('Control+7');
    // For a receptionist the 7th visible entry is Bookings (the gated ones are skipped).
    expect(entries[6]).toBe('Bookings');
    await shell.waitForHeading('Bookings');
    await browser.page.keyboard.press('Control+1');
    await shell.waitForHeading('Settings overview');
  });

  it('Ctrl+Shift+H, P, O, B, S and T go to their sections', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    const cases: [string, string, string][] = [
      ['P', 'Profile', '/demo-salon/settings/personal/profile'],
      ['O', 'General Settings', '/demo-salon/settings/organization/general'],
      ['B', 'Branding & Communication', '/demo-salon/settings/organization/branding'],
      ['S', 'Security', '/demo-salon/settings/personal/security'],
      ['T', 'Settings Templates', '/demo-salon/settings/templates'],
      ['H', 'Settings overview', '/demo-salon/settings/overview'],
    ];
    for (const [key, heading, path] of cases) {
      await browser.page.keyboard.press(`Control+Shift+${key}`);
      await shell.waitForHeading(heading);
      expect(shell.pathname()).toBe(path);
    }
  });

  it('stay quiet while the user types in a field', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    await shell.search.click();
    await browser.page.keyboard.press('Control+3');
    await browser.page.keyboard.press('Control+Shift+P');
    await browser.page.waitForTimeout(300);
    expect(shell.pathname()).toBe('/demo-salon/settings/overview');
  });

  it('do not reach a section the user cannot see', async () => {
    const shell = await openSettings(DEMO_ACCOUNTS.practitioner.email);
    await browser.page.keyboard.press('Control+Shift+O');
    await browser.page.waitForTimeout(300);
    expect(shell.pathname()).toBe('/demo-salon/settings/overview');
  });
});

describe('narrow windows', () => {
  it('fold the menu away; the Menu button and Ctrl+M bring it back', async () => {
    await browser.page.setViewportSize({ width: 600, height: 800 });
    const shell = await openSettings(DEMO_ACCOUNTS.owner.email);
    expect(await shell.nav.isVisible()).toBe(false);
    expect(await shell.menuToggle.getAttribute('aria-expanded')).toBe('false');

    await shell.menuToggle.click();
    await shell.nav.waitFor({ state: 'visible' });
    expect(await shell.menuToggle.getAttribute('aria-expanded')).toBe('true');
    await checkA11y(browser.page);
    await shell.link('Locations').click();
    await shell.waitForHeading('Locations');
    await shell.nav.waitFor({ state: 'hidden' });

    await browser.page.keyboard.press('Control+m');
    await shell.nav.waitFor({ state: 'visible' });
    await browser.page.keyboard.press('Control+m');
    await shell.nav.waitFor({ state: 'hidden' });
  });
});

describe('direct addresses', () => {
  it('explain a page the role may not open instead of showing it', async () => {
    const shell = await openSettings(
      DEMO_ACCOUNTS.receptionist.email,
      '/demo-salon/settings/roles',
      'Roles & Permissions',
    );
    await browser.page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await shell.nav.getByRole('link', { name: 'Roles & Permissions' }).count()).toBe(0);
    await checkA11y(browser.page);
  });

  it('show a not-found page inside the shell for an unknown settings address', async () => {
    await openSettings(DEMO_ACCOUNTS.owner.email, '/demo-salon/settings/no-such-page', 'Page not found');
    await browser.page.getByRole('link', { name: 'Go to the settings overview' }).click();
    await new SettingsShell(browser.page).waitForHeading('Settings overview');
  });
});
