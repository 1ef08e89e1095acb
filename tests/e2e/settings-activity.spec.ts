import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessHours } from '../../server/contract/service-booking';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsActivityPage } from './pages/SettingsActivityPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const PATH = '/demo-salon/settings/activity';
const HOURS = '/api/settings/services/business-hours';

let owner: ApiSession;
let original: BusinessHours;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
  original = await owner.get<BusinessHours>(HOURS);
});

afterAll(async () => {
  // Whatever happened, Monday opens as it did before the test.
  if (original !== undefined) await owner.send('PUT', HOURS, { monday: original.monday });
  await owner?.close();
});

describe('settings activity', () => {
  it('finds a change, shows its before and after, and undoes it in one click', async () => {
    const openTime = original.monday.openTime === '07:15' ? '07:45' : '07:15';
    await owner.send('PUT', HOURS, { monday: { ...original.monday, openTime } });

    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
    await browser.page.goto(browser.url(PATH));
    await new SettingsShell(browser.page).waitForHeading('Settings Activity');
    const page = new SettingsActivityPage(browser.page);
    await page.card('Total Actions').waitFor();
    await checkA11y(browser.page);

    await page.search.fill('business hours');
    const row = page.row('Updated business hours');
    await row.waitFor();
    expect(await row.innerText()).toContain('Olivia Owens');

    await page.choose(row, 'View Details');
    const details = row.getByRole('region', { name: 'What changed' });
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('monday.openTime');
    expect(text).toContain(original.monday.openTime);
    expect(text).toContain(openTime);

    await page.choose(row, 'Undo this change');
    await page.revertDialog.getByRole('button', { name: 'Undo this change' }).click();
    await page.waitForToast('Change undone');
    expect((await owner.get<BusinessHours>(HOURS)).monday.openTime).toBe(original.monday.openTime);
    await expect.poll(() => page.page.getByText('Undone', { exact: true }).count()).toBeGreaterThan(0);

    // Clear Activity asks first, with the whole warning on screen: a confirmation's question wraps
    // rather than being cut after "This act…" (components/ConfirmDialog.tsx). Cancel keeps the log.
    await browser.page.getByRole('button', { name: 'Clear Activity' }).click();
    const question = 'Are you sure you want to clear all activity logs? This action cannot be undone.';
    const confirm = browser.page.getByRole('alertdialog', { name: question });
    await confirm.waitFor();
    const title = confirm.getByRole('heading', { name: question });
    expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
    expect(await title.evaluate((heading) => heading.getBoundingClientRect().height > 20)).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => page.row('Updated business hours').count()).toBeGreaterThan(0);
  });
});
