import { ApiSession } from './pages/OrganizationApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_ONLINE_BOOKING,
  type BookingRules,
  type BusinessHours,
  type OnlineBookingSettings,
} from '../../server/contract/service-booking';
import type { ServiceCategory } from '../../server/contract/services';
import { ServiceBookingTabs, type BookingTab } from './pages/ServiceBookingTabs';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { signInByApi } from './support/session';
import { startServer, type RunningServer } from './support/server';

// A fresh organization of its own (a server without the demo data, set up through the API): the
// hours, online booking and rules start from the spec's defaults and no demo data is touched.
const browser = useBrowser();
const checkA11y = accessibilityChecker();

const OWNER = { email: 'bea@booking.test', password: 'Booking-pass-123' };
const SLUG = 'studio-booking';
const PATH = `/${SLUG}/settings/organization/services`;
const ONLINE = '/api/settings/services/online-booking';
const HOURS = '/api/settings/services/business-hours';
const RULES = '/api/settings/services/booking-rules';
const CATEGORIES = '/api/settings/services/categories';

/** Next year's Christmas Day: always ahead, whatever day the suite runs. */
const CHRISTMAS = `${new Date().getFullYear() + 1}-12-25`;
const OUTSIDE_HOURS = 'Tuesday: each break must be inside the opening hours';

let server: RunningServer;
/** The owner through the API (Bearer): resets and checks the documents beside the page under test. */
let api: ApiSession;

beforeAll(async () => {
  server = await startServer({ demo: false });
  api = await ApiSession.setUp(server.url, {
    organizationName: 'Studio Booking',
    organizationSlug: SLUG,
    firstName: 'Bea',
    lastName: 'Brooks',
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

/** Every test starts from the spec's defaults. */
async function resetDocuments(): Promise<void> {
  await api.send('PUT', ONLINE, DEFAULT_ONLINE_BOOKING);
  await api.send('PUT', HOURS, DEFAULT_BUSINESS_HOURS);
  await api.send('PUT', RULES, DEFAULT_BOOKING_RULES);
}

async function open(tab: BookingTab): Promise<ServiceBookingTabs> {
  await signInByApi(browser.page, server.url, OWNER.email, OWNER.password);
  await browser.page.goto(new URL(PATH, server.url).toString());
  await new SettingsShell(browser.page).waitForHeading('Services');
  const page = new ServiceBookingTabs(browser.page);
  await page.open(tab);
  return page;
}

/** After a reload the same tab is chosen again (clicking the chosen tab changes nothing). */
async function reload(page: ServiceBookingTabs, tab: BookingTab): Promise<void> {
  await browser.page.reload();
  await page.tab(tab).waitFor();
  await page.open(tab);
}

describe('business hours', () => {
  it('keeps a lunch break on Monday and a closed holiday after a reload', async () => {
    await resetDocuments();
    const page = await open('Business Hours');
    expect(await page.summary('Monday')).toBe('9:00 AM – 5:00 PM');
    expect(await page.summary('Sunday')).toBe('Closed');
    expect(await page.dayOpen('Sunday').isChecked()).toBe(false);
    expect(await page.exceptionRows()).toEqual([]);
    await checkA11y(browser.page);

    // Monday 09:00-18:00 with lunch from 12:30 to 13:30: open in two parts.
    await page.closing('Monday').selectOption('18:00');
    await page.addBreak('Monday').click();
    expect(await page.breakStart('Monday', 1).inputValue()).toBe('12:00');
    expect(await page.breakEnd('Monday', 1).inputValue()).toBe('13:00');
    await page.breakStart('Monday', 1).selectOption('12:30');
    await page.breakEnd('Monday', 1).selectOption('13:30');
    expect(await page.summary('Monday')).toBe('9:00 AM – 12:30 PM, 1:30 PM – 6:00 PM');
    expect(await page.status()).toBe('Unsaved changes');

    // Christmas Day, closed.
    await page.addException.click();
    const dialog = page.dialog('Add exception');
    await dialog.waitFor();
    await checkA11y(browser.page);
    await dialog.getByLabel('Date', { exact: true }).fill(CHRISTMAS);
    await dialog.getByLabel('Name', { exact: true }).fill('Christmas Day');
    expect(await dialog.getByRole('radio', { name: 'Closed all day' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add exception', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const [christmas] = await page.exceptionRows();
    expect(christmas?.slice(0, 3)).toEqual([expect.stringMatching(/12\/25\/\d{4}$/), 'Christmas Day', 'Closed']);

    await page.save();
    await page.waitForToast('Business hours updated successfully');
    await expect.poll(() => page.status()).toBe('All changes saved');

    await reload(page, 'Business Hours');
    expect(await page.closing('Monday').inputValue()).toBe('18:00');
    expect(await page.breakStart('Monday', 1).inputValue()).toBe('12:30');
    expect(await page.breakEnd('Monday', 1).inputValue()).toBe('13:30');
    expect(await page.summary('Monday')).toBe('9:00 AM – 12:30 PM, 1:30 PM – 6:00 PM');
    expect((await page.exceptionRows()).map((row) => row.slice(1, 3))).toEqual([['Christmas Day', 'Closed']]);

    const saved = await api.get<BusinessHours>(HOURS);
    expect(saved.monday).toEqual({
      isOpen: true,
      openTime: '09:00',
      closeTime: '18:00',
      breaks: [{ start: '12:30', end: '13:30' }],
    });
    expect(saved.exceptions).toEqual([
      expect.objectContaining({ date: CHRISTMAS, name: 'Christmas Day', isOpen: false, breaks: [] }),
    ]);
  });

  it('refuses a break outside the opening hours with the server’s words, and saves nothing', async () => {
    await resetDocuments();
    const page = await open('Business Hours');
    // Tuesday closes at 17:00; a break until 17:30 reaches past it.
    await page.addBreak('Tuesday').click();
    await page.breakEnd('Tuesday', 1).selectOption('17:30');
    await page.problem('Tuesday').getByText(OUTSIDE_HOURS, { exact: true }).waitFor();
    await checkA11y(browser.page);

    await page.save();
    await page.waitForToast('Failed to update business hours', OUTSIDE_HOURS);
    expect(await page.status()).toBe('Unsaved changes');
    expect((await api.get<BusinessHours>(HOURS)).tuesday.breaks).toEqual([]);

    // The server refuses the same hours in the same words.
    const refused = await api.http.put(HOURS, {
      data: { tuesday: { ...DEFAULT_BUSINESS_HOURS.tuesday, breaks: [{ start: '12:00', end: '17:30' }] } },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(OUTSIDE_HOURS);

    // Ending it at the closing time is fine; removing it leaves nothing to save.
    await page.breakEnd('Tuesday', 1).selectOption('17:00');
    await expect.poll(() => page.problem('Tuesday').count()).toBe(0);
    await page.removeBreak('Tuesday', 1).click();
    expect(await page.status()).toBe('All changes saved');
  });
});

describe('online booking', () => {
  it('saves the cancellation window, kept after a reload', async () => {
    await resetDocuments();
    const page = await open('Online Booking');
    expect(await page.switch('Allow cancellation').isChecked()).toBe(true);
    expect(await page.cancellationWindow().inputValue()).toBe('24');
    await checkA11y(browser.page);

    // Spec §5: text that is no number becomes 0; the window is 0-168 hours.
    await page.cancellationWindow().fill('soon');
    await page.cancellationWindow().blur();
    expect(await page.cancellationWindow().inputValue()).toBe('0');
    await page.cancellationWindow().fill('500');
    await page.cancellations.getByText('Enter a whole number from 0 to 168.').waitFor();

    await page.cancellationWindow().fill('48');
    await page.save();
    await page.waitForToast('Online booking settings updated successfully');
    await expect.poll(() => page.status()).toBe('All changes saved');

    await reload(page, 'Online Booking');
    expect(await page.cancellationWindow().inputValue()).toBe('48');
    expect((await api.get<OnlineBookingSettings>(ONLINE)).cancellationWindow).toBe(48);

    // Without cancellation there is no window to set.
    await page.toggle(page.switch('Allow cancellation'));
    expect(await page.cancellationWindow().isDisabled()).toBe(true);
  });
});

describe('booking rules', () => {
  it('adds a rule for a category with a minimum notice, listed after a reload', async () => {
    await resetDocuments();
    const colour = await api.send<ServiceCategory>('POST', CATEGORIES, { name: 'Colour' });
    try {
      const page = await open('Booking Rules');
      await page.scopedRules.getByText('No booking rules yet').waitFor();
      expect(await page.rulesSetting('Minimum notice').inputValue()).toBe('60');
      await page.organizationRules
        .getByText('Clients can cancel online up to 24 hours before the start', { exact: false })
        .waitFor();
      await checkA11y(browser.page);

      await page.addRule().click();
      const dialog = page.dialog('Add Booking Rule');
      await dialog.waitFor();
      await dialog.getByLabel('Rule name', { exact: true }).fill('Colour needs a day');
      expect(await dialog.getByRole('radio', { name: 'A category' }).isChecked()).toBe(true);
      await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Colour' });
      await checkA11y(browser.page);

      // A rule that changes nothing is refused, as the server would.
      await dialog.getByRole('button', { name: 'Add rule', exact: true }).click();
      await dialog.getByText('A booking rule must change at least one setting.').waitFor();
      expect(await dialog.getByLabel('Minimum notice', { exact: true }).inputValue()).toBe('');
      await dialog.getByLabel('Minimum notice', { exact: true }).selectOption({ label: '24 hours' });
      await dialog.getByRole('button', { name: 'Add rule', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      const listed = [['Colour needs a day', 'Category: Colour', 'Minimum notice: 24 hours']];
      expect(await page.ruleRows()).toEqual(listed);
      expect(await page.status()).toBe('Unsaved changes');
      await page.save();
      await page.waitForToast('Booking rules updated successfully');
      await expect.poll(() => page.status()).toBe('All changes saved');

      await reload(page, 'Booking Rules');
      expect(await page.ruleRows()).toEqual(listed);
      const saved = await api.get<BookingRules>(RULES);
      expect(saved.rules).toEqual([
        expect.objectContaining({
          name: 'Colour needs a day',
          scope: 'category',
          targetId: colour.id,
          isActive: true,
          minimumNoticeMinutes: 1440,
          maximumAdvanceDays: null,
          slotIntervalMinutes: null,
        }),
      ]);
    } finally {
      await resetDocuments();
      await api.send('DELETE', `${CATEGORIES}/${colour.id}`);
    }
  });
});
