import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSettings, DepositSettingsAnswer } from '../../server/contract/booking-widget';
import { ApiSession } from './pages/OrganizationApi';
import { OnlineBookingPage } from './pages/OnlineBookingPage';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// Other Spa on the run's demo server: it has no payment gateway, so every payment option beyond
// "No payment required" is locked. The booking settings are put back at the end.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `online booking setup: ${state}`);

const OWNER = DEMO_ACCOUNTS.otherOwner;
const PATH = `/${OWNER.organizationSlug}/settings/organization/booking`;
const SETTINGS = '/api/booking-settings';

let owner: ApiSession;
let original: BookingSettings;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
  original = await owner.get<BookingSettings>(SETTINGS);
});

afterAll(async () => {
  if (owner) {
    await owner.send('PUT', SETTINGS, original);
    await owner.close();
  }
});

async function open(): Promise<OnlineBookingPage> {
  await signInByApi(browser.page, browser.baseURL, OWNER.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Online Booking');
  const page = new OnlineBookingPage(browser.page);
  await page.masterSwitch.waitFor({ state: 'attached' });
  return page;
}

describe('online booking setup', () => {
  it('shows the booking link in five tabs, copies it, and draws the QR codes', async () => {
    const page = await open();
    await checkA11y('page opened');
    const link = `${new URL(browser.baseURL).origin}/${OWNER.organizationSlug}/book`;
    expect(await page.tabPanel().getByRole('textbox').inputValue()).toBe(link);

    await browser.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.copyButton().click();
    await page.copyButton().filter({ hasText: 'Copied!' }).waitFor();
    expect(await browser.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // 'Copied!' for 2 seconds, then Copy again.
    await page
      .copyButton()
      .filter({ hasText: /^Copy$/ })
      .waitFor();

    await page.tab('Widget').click();
    expect(await page.tabPanel().getByRole('textbox').inputValue()).toContain(`data-booking-url="${link}"`);
    await page.tab('iFrame').click();
    expect(await page.tabPanel().getByRole('textbox').inputValue()).toContain(`<iframe src="${link}"`);
    await page.tab('Button').click();
    expect(await page.tabPanel().getByRole('textbox').inputValue()).toContain('>Book Now</a>');
    await page.tab('QR Code').click();
    const big = page.tabPanel().locator('canvas');
    expect(await big.getAttribute('width')).toBe('256');
    const download = browser.page.waitForEvent('download');
    await page.tabPanel().getByRole('button', { name: 'Download QR code', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('other-spa-booking-qr.png');
    expect(await browser.page.locator('.online-booking-summary canvas').getAttribute('width')).toBe('180');
    await checkA11y('QR code tab');
  });

  it('locks payment options without a gateway and links to Financial & Payments', async () => {
    const page = await open();
    expect(await page.requirement('No payment required').isDisabled()).toBe(false);
    for (const name of ['Card on file', 'Card authorization', 'Deposit', 'Full payment']) {
      expect(await page.requirement(name).isDisabled(), name).toBe(true);
    }
    await browser.page.getByRole('link', { name: 'Set up payments in Financial & Payments', exact: true }).waitFor();
    // The server refuses the same, whoever asks.
    const refused = await fetch(`${browser.baseURL}/api/booking-settings/deposit`, { method: 'GET' });
    expect(refused.status).toBe(401);
    const deposit = await owner.get<DepositSettingsAnswer>('/api/booking-settings/deposit');
    expect(deposit.paymentGateway).toBeNull();
  });

  it('saves rules and appearance with the unsaved banner, and keeps them after a reload', async () => {
    const page = await open();
    expect(await page.unsavedBanner.count()).toBe(0);
    await page.field('Minimum advance booking').selectOption('24');
    await page.field('Max services per booking').selectOption('3');
    await page.field('Button text').fill('Reserve now');
    await page.unsavedBanner.waitFor();
    expect(await page.status()).toBe('Unsaved changes');
    await checkA11y('unsaved changes');

    await page.save();
    await page.waitForToast('Booking settings saved successfully');
    await page.unsavedBanner.waitFor({ state: 'detached' });
    const saved = await owner.get<BookingSettings>(SETTINGS);
    expect(saved.bookingRules.minAdvanceBooking).toBe(24);
    expect(saved.maxServicesPerBooking).toBe(3);
    expect(saved.embedSettings.buttonText).toBe('Reserve now');

    await browser.page.reload();
    await page.masterSwitch.waitFor({ state: 'attached' });
    expect(await page.field('Button text').inputValue()).toBe('Reserve now');
  });

  it('previews the page in a desktop or mobile frame and opens it in a new tab', async () => {
    const page = await open();
    expect(await page.previewFrame.getAttribute('class')).toContain('is-desktop');
    await page.device('Mobile').click();
    expect(await page.previewFrame.getAttribute('class')).toContain('is-mobile');
    const popup = browser.page.waitForEvent('popup');
    await page.previewButton.click();
    expect((await popup).url()).toBe(`${new URL(browser.baseURL).origin}/${OWNER.organizationSlug}/book`);
    await (await popup).close();
  });
});
