import { describe, expect, it } from 'vitest';
import { HelpPage } from './pages/HelpPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const PATH = '/demo-salon/settings/help';

describe('help & documentation', () => {
  it('a receptionist finds an answer, opens a guide and reads the shortcuts', async () => {
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.receptionist.email);
    await browser.page.goto(browser.url(PATH));
    await new SettingsShell(browser.page).waitForHeading('Help & Documentation');
    const help = new HelpPage(browser.page);
    await checkA11y(browser.page);

    // The FAQ opens and closes on its question.
    await help.tab('FAQs').click();
    const faq = help.faq('How does two-factor authentication work?');
    await faq.locator('summary').click();
    await expect.poll(() => faq.getAttribute('open')).not.toBeNull();

    // A search finds guides, FAQs and shortcuts at once; a found answer is open.
    await help.search.fill('two-factor');
    await help.readGuide('Turn on two-factor authentication').waitFor();
    expect(await help.faq('How does two-factor authentication work?').getAttribute('open')).not.toBeNull();

    // The guide shows its steps and leads to its screen.
    await help.readGuide('Turn on two-factor authentication').click();
    await help.guideDialog.waitFor();
    expect(await help.guideDialog.locator('ol > li').count()).toBe(4);
    await help.guideDialog.getByRole('link', { name: 'Go to Security' }).click();
    await new SettingsShell(browser.page).waitForHeading('Security');

    // The shortcuts are the app's own: Ctrl+K opens the palette.
    await browser.page.goto(browser.url(`${PATH}?tab=shortcuts`));
    await help.shortcutRow('Ctrl+K').waitFor();
    await browser.page.keyboard.press('Control+k');
    await new SettingsShell(browser.page).palette.waitFor();
  });

  it('nothing found says so; the cards lead to real places', async () => {
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
    await browser.page.goto(browser.url(PATH));
    const help = new HelpPage(browser.page);
    await help.search.fill('zebra crossing');
    await browser.page.getByRole('heading', { name: 'No results' }).waitFor();
    await browser.page.getByRole('button', { name: 'Clear search' }).click();
    await help.tab('Guides & Tutorials').waitFor();

    // API Documentation: the server's page in a new window.
    const [popup] = await Promise.all([
      browser.page.context().waitForEvent('page'),
      help.card('API Documentation').click(),
    ]);
    await popup.waitForLoadState();
    expect(await popup.content()).toContain('/api/settings/backups');
    await popup.close();

    // Contact Support: the version and Copy details.
    await help.card('Contact Support').click();
    await help.supportDialog.waitFor();
    expect(await help.supportDialog.innerText()).toMatch(/App version\s+\d+\.\d+\.\d+/);
    expect(await help.supportDialog.innerText()).toContain('Demo Salon (demo-salon)');
    await help.supportDialog.getByRole('button', { name: 'Close' }).first().click();

    // System Status: the Performance Monitor.
    await help.card('System Status').click();
    await new SettingsShell(browser.page).waitForHeading('Performance Monitor');
  });
});
