import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsTemplateList } from '../../server/contract/settings-templates';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { SettingsTemplatesPage } from './pages/SettingsTemplatesPage';
import { accessibilityChecker, expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS, type DemoAccount } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const PATH = '/demo-salon/settings/templates';
const TEMPLATES = '/api/settings/templates';
const OFFICIAL = ['Barber', 'Beauty Clinic', 'Day Spa', 'Hair Salon'];
// A template of the settings as they are: applying it leaves Demo Salon as the other specs expect.
const OURS = `Current set-up ${Date.now()}`;

let owner: ApiSession;

/** Removes what a failed run may have left (only templates made here: they carry OURS's prefix). */
async function removeOurs() {
  const { templates } = await owner.get<SettingsTemplateList>(TEMPLATES);
  for (const template of templates.filter((t) => t.name.startsWith('Current set-up '))) {
    await owner.send('DELETE', `${TEMPLATES}/${template.id}`);
  }
}

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
  await removeOurs();
});

afterAll(async () => {
  await removeOurs();
  await owner?.close();
});

async function openTemplates(account: DemoAccount): Promise<SettingsTemplatesPage> {
  await signInByApi(browser.page, browser.baseURL, account.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Settings Templates');
  const page = new SettingsTemplatesPage(browser.page);
  await page.card('Barber').waitFor();
  return page;
}

describe('settings templates', () => {
  it('lists the official business-type templates, which cannot be marked favorite or deleted', async () => {
    const page = await openTemplates(DEMO_ACCOUNTS.owner);
    await checkA11y(browser.page);
    expect(await page.names()).toEqual(expect.arrayContaining(OFFICIAL));
    for (const name of OFFICIAL) {
      await expect.poll(() => page.card(name).innerText()).toContain('Official');
      expect(await page.favoriteButton(name).count()).toBe(0);
      expect(await page.deleteButton(name).count()).toBe(0);
      expect(await page.applyButton(name).isEnabled()).toBe(true);
    }
  });

  it('asks for a name, then saves the current settings as a template the creator can star and delete', async () => {
    const page = await openTemplates(DEMO_ACCOUNTS.owner);
    await page.createButton.click();
    await page.createDialog.getByRole('button', { name: 'Save Template' }).click();
    await page.waitForToast('Template name required', 'Please enter a name for your template');
    await page.createDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.create(OURS, 'Workflow', 'Made by the browser test.');
    await page.waitForToast('Template created');
    const card = page.card(OURS);
    await card.waitFor();
    expect(await card.innerText()).toContain('Created by Olivia Owens');
    expect(await card.innerText()).toContain('Not used yet');
    expect(await page.deleteButton(OURS).isVisible()).toBe(true);

    await page.favoriteButton(OURS).click();
    await page.waitForToast('Added to favorites');
    await expect.poll(() => page.favoriteButton(OURS).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await page.names())[0]).toBe(OURS);

    await page.chooseCategory('Workflow');
    expect(await page.names()).not.toContain('Barber');
    expect(await page.names()).toContain(OURS);
    await page.search.fill('no template has this name');
    await browser.page.getByRole('heading', { name: 'No templates match' }).waitFor();
  });

  it('applies a template after saying a recovery point comes first, then reloads and counts the use', async () => {
    const page = await openTemplates(DEMO_ACCOUNTS.owner);
    await page.applyButton(OURS).click();
    const dialog = page.applyDialog(OURS);
    expect(await dialog.innerText()).toContain('A recovery point of your current settings is taken first');
    const reloaded = browser.page.waitForEvent('load', { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Apply Template' }).click();
    await page.waitForToast('Template applied', 'The page reloads in 2 seconds.');
    await reloaded;
    await page.card(OURS).waitFor();
    expect(await page.card(OURS).innerText()).toContain('Used once');
  });

  it('deletes the creator’s template after asking', async () => {
    const page = await openTemplates(DEMO_ACCOUNTS.owner);
    await page.deleteButton(OURS).click();
    await page.deleteDialog(OURS).getByRole('button', { name: 'Delete Template' }).click();
    await page.waitForToast('Template deleted');
    await expect.poll(() => page.card(OURS).count()).toBe(0);
  });

  it('shows the templates to the reception without any change, and says why', async () => {
    const page = await openTemplates(DEMO_ACCOUNTS.receptionist);
    await page.readOnlyNotice.waitFor();
    expect(await page.createButton.count()).toBe(0);
    expect(await page.applyButton('Barber').count()).toBe(0);
    await expectAccessible(browser.page, 'settings templates, read only');
  });
});
