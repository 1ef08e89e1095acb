import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandingConfig } from '../../server/contract/branding';
import { LeaveConfirm } from './pages/LeaveConfirm';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { ThemePage } from './pages/ThemePage';
import { accessibilityChecker, expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS, type DemoAccount } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const BRANDING = '/api/tenant-branding/config';
const PATH = '/demo-salon/settings/advanced/theme-customization';
// Ocean's primary carries white text as it is, so the app's buttons wear it unchanged.
const OCEAN = 'rgb(11, 111, 176)';
const DEFAULTS = { theme: 'premium-rose-gold', designLanguage: 'luxury', isDarkMode: null } as const;

let owner: ApiSession;

/** Demo Salon's theme as the demo has it (the defaults), whatever a test left. */
const restoreDefaults = () => owner.send('PUT', BRANDING, DEFAULTS);

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
  await restoreDefaults();
});

afterAll(async () => {
  await restoreDefaults();
  await owner?.close();
});

async function openTheme(account: DemoAccount): Promise<ThemePage> {
  await signInByApi(browser.page, browser.baseURL, account.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Theme Customization');
  const theme = new ThemePage(browser.page);
  await theme.palette('Ocean').waitFor({ state: 'attached' });
  return theme;
}

describe('theme customization', () => {
  it('shows Ocean, Glass and Dark across the whole app at once, and keeps them for everyone after Save', async () => {
    const theme = await openTheme(DEMO_ACCOUNTS.owner);
    await checkA11y(browser.page);
    expect(await theme.status()).toBe('All changes saved');
    expect(await theme.saveButton.isDisabled()).toBe(true);
    expect(await theme.bodyIsDark()).toBe(false);
    const before = await theme.background(theme.newBadge());
    expect(before).not.toBe(OCEAN);

    await theme.choose(theme.designLanguage('Glass'));
    await theme.choose(theme.mode('Dark'));
    await theme.choose(theme.palette('Ocean'));
    expect(await theme.status()).toBe('Unsaved changes');
    expect(await theme.saveButton.isEnabled()).toBe(true);

    // Before saving: the whole app wears the choice, not just the preview (effects apply it after
    // the render, so wait for it rather than race it).
    await expect.poll(() => theme.bodyIsDark()).toBe(true);
    await expect.poll(() => theme.designLanguageOfApp()).toBe('glass');
    await expect.poll(() => theme.background(theme.saveButton)).toBe(OCEAN);
    await expect.poll(() => theme.background(theme.newBadge())).toBe(OCEAN);
    expect(await theme.preview.getAttribute('aria-label')).toBe(
      'Preview of Ocean with the Glass design language in Dark mode',
    );
    await expectAccessible(browser.page, 'theme customization, Ocean glass dark (unsaved)');

    await theme.save();
    await theme.waitForToast('Theme saved');
    await expect.poll(() => theme.status()).toBe('All changes saved');
    const saved = await owner.get<BrandingConfig>(BRANDING);
    expect(saved).toMatchObject({ theme: 'ocean', designLanguage: 'glass', isDarkMode: true });

    // After a reload: read back from the server, the app still wears it.
    await browser.page.reload();
    await theme.palette('Ocean').waitFor({ state: 'attached' });
    expect(await theme.palette('Ocean').isChecked()).toBe(true);
    expect(await theme.designLanguage('Glass').isChecked()).toBe(true);
    expect(await theme.mode('Dark').isChecked()).toBe(true);
    await expect.poll(() => theme.bodyIsDark()).toBe(true);
    await expect.poll(() => theme.background(theme.newBadge())).toBe(OCEAN);

    // Another page of the app wears it too.
    const shell = new SettingsShell(browser.page);
    await shell.openFromMenu('Preferences');
    await expect.poll(() => theme.background(theme.newBadge())).toBe(OCEAN);
    expect(await theme.bodyIsDark()).toBe(true);
    await expectAccessible(browser.page, 'preferences in Ocean glass dark');
    // Pages with grey notes of their own are readable in dark too: these three kept the light
    // theme's grey (2.7:1 on a dark card) until their notes took the app's muted colour.
    for (const [entry, note] of [
      ['Locations', '.locations-tile-label'],
      ['Help & Documentation', '.help-quick-description'],
      ['Performance Monitor', '.perf-card-note'],
    ] as const) {
      await shell.openFromMenu(entry);
      await browser.page.locator(note).first().waitFor();
      await expectAccessible(browser.page, `${entry} in Ocean glass dark`);
    }
  });

  it('drops an unsaved choice when the page is left, and Reset asks before going back to the defaults', async () => {
    await owner.send('PUT', BRANDING, { theme: 'ocean', designLanguage: 'glass', isDarkMode: false });
    const theme = await openTheme(DEMO_ACCOUNTS.owner);
    await expect.poll(() => theme.background(theme.newBadge())).toBe(OCEAN);

    await theme.choose(theme.palette('Coral Sunset'));
    await expect.poll(() => theme.background(theme.newBadge())).not.toBe(OCEAN);
    await new SettingsShell(browser.page).link('Profile').click();
    await new LeaveConfirm(browser.page).leave.click();
    await new SettingsShell(browser.page).waitForHeading('Profile');
    await expect.poll(() => theme.background(theme.newBadge())).toBe(OCEAN);

    await browser.page.goto(browser.url(PATH));
    // The saved theme on screen (not only the palette's radios) before Reset is pressed.
    await expect.poll(() => theme.palette('Ocean').isChecked()).toBe(true);
    await theme.resetButton.click();
    await theme.resetDialog.waitFor();
    expect(await theme.resetDialog.innerText()).toContain('Nothing changes for your team until you save.');
    await theme.resetDialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect.poll(() => theme.palette('Premium Rose Gold').isChecked()).toBe(true);
    expect(await theme.designLanguage('Luxury').isChecked()).toBe(true);
    expect(await theme.mode('System').isChecked()).toBe(true);
    // Still only a choice: nothing is saved until Save.
    expect(await theme.status()).toBe('Unsaved changes');
    expect((await owner.get<BrandingConfig>(BRANDING)).theme).toBe('ocean');

    await theme.save();
    await theme.waitForToast('Theme saved');
    expect(await owner.get<BrandingConfig>(BRANDING)).toMatchObject(DEFAULTS);
    await expect.poll(() => theme.resetButton.isDisabled()).toBe(true);
  });

  it('shows a receptionist the theme read-only, with who can change it', async () => {
    await owner.send('PUT', BRANDING, { theme: 'ocean', designLanguage: 'glass', isDarkMode: null });
    const theme = await openTheme(DEMO_ACCOUNTS.receptionist);
    await theme.readOnlyNotice.waitFor();
    await checkA11y(browser.page);
    expect(await theme.palette('Ocean').isChecked()).toBe(true);
    expect(await theme.palette('Ocean').isDisabled()).toBe(true);
    expect(await theme.palette('Spa').isDisabled()).toBe(true);
    expect(await theme.designLanguage('Modern').isDisabled()).toBe(true);
    expect(await theme.mode('Dark').isDisabled()).toBe(true);
    expect(await theme.saveButton.count()).toBe(0);
    expect(await theme.resetButton.count()).toBe(0);
    // The organization's theme is what the receptionist's app wears, too.
    await expect.poll(() => theme.background(theme.newBadge())).toBe(OCEAN);
    await expect.poll(() => theme.designLanguageOfApp()).toBe('glass');
  });
});
