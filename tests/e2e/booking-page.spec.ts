import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { BookingSettings } from '../../server/contract/booking-widget';
import { ApiSession } from './pages/OrganizationApi';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';

// The public booking page on the headless demo server, signed out, as a client finds it.
const browser = useBrowser();

describe('public booking page', () => {
  it('books the first free time with any practitioner and shows the confirmation', async () => {
    const { page } = browser;
    await page.goto(browser.url('/demo-salon/book'));
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy();

    // Demo Salon has two locations: the first step asks which.
    const heading = page.locator('h2');
    if ((await heading.textContent()) === 'Choose a location') {
      await expectAccessible(page, 'location step');
      await page.locator('.choice').first().click();
    }
    await expect.poll(() => heading.textContent()).toBe('Choose your services');
    await expectAccessible(page, 'services step');
    await page.locator('.service input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect.poll(() => heading.textContent()).toBe('Choose a practitioner');
    await page.getByRole('button', { name: /Any practitioner/ }).click();

    await expect.poll(() => heading.textContent()).toBe('Choose a date and time');
    // Focus moved to the step's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    // The first week may be fully booked: move on until a time shows.
    for (let week = 0; week < 4; week++) {
      await page.locator('button.slot, p.hint:has-text("No free times")').first().waitFor();
      if ((await page.locator('button.slot').count()) > 0) break;
      await page.getByRole('button', { name: 'Next week' }).click();
    }
    await expectAccessible(page, 'time step');
    await page.locator('button.slot').first().click();

    await expect.poll(() => heading.textContent()).toBe('Your details');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Email').fill('robin.park@example.test');
    await page.getByLabel('Phone').fill('+1 555 0100');
    // The honeypot is out of the tab order and out of sight.
    expect(await page.locator('#field-website').getAttribute('tabindex')).toBe('-1');
    // Off-screen rather than display:none, which some bots look for.
    const box = await page.locator('#field-website').boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await expectAccessible(page, 'details step');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect.poll(() => heading.textContent()).toMatch(/^Booking (confirmed|requested)$/);
    const manage = page.getByRole('link', { name: 'Manage or cancel your booking' });
    expect(await manage.getAttribute('href')).toMatch(/^\/demo-salon\/book\/manage\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'confirmation');

    await manage.click();
    await expect.poll(() => heading.textContent()).toBe('Your booking');
    await expect
      .poll(() => page.locator('.summary .status').textContent())
      .toMatch(/^(Confirmed|Waiting for confirmation)$/);

    // The business stops taking changes online; the client opens the link again to cancel. No
    // Cancel button, and the page says so and how to reach the business instead of nothing.
    const owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
    const { bookingRules } = await owner.get<BookingSettings>('/api/booking-settings');
    onTestFinished(async () => {
      await owner.send('PUT', '/api/booking-settings', {
        isEnabled: true,
        bookingRules: { allowCancellations: bookingRules.allowCancellations },
      });
      await owner.close();
    });
    await owner.send('PUT', '/api/booking-settings', { bookingRules: { allowCancellations: false } });
    await page.reload();
    await expect
      .poll(() => page.locator('.changes-closed').textContent())
      .toBe('This booking cannot be changed online. To change or cancel it, please contact Demo Salon.');
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    const phone = page.locator('.contact a[href^="tel:"]');
    expect(await phone.getAttribute('href')).toBe(`tel:+${(await phone.textContent())!.replace(/\D/g, '')}`);
    expect(await page.locator('.contact a[href^="mailto:"]').count()).toBe(1);
    await expectAccessible(page, 'manage page without changes online');

    // The business then stops taking bookings online altogether (its booking page answers 404):
    // the booking's own link still shows the booking, under the business's name, with no link to
    // book again. It had shown "This booking page does not exist".
    await owner.send('PUT', '/api/booking-settings', { isEnabled: false });
    await page.reload();
    await expect
      .poll(() => page.locator('.summary .status').textContent())
      .toMatch(/^(Confirmed|Waiting for confirmation)$/);
    expect(await page.locator('h1').textContent()).toBe('Demo Salon');
    expect(await page.locator('.changes-closed').textContent()).toContain('please contact Demo Salon.');
    expect(await page.locator('.contact a[href^="tel:"]').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Book another appointment' }).count()).toBe(0);

    // The booking page itself says the business takes no bookings online now, and how to reach it.
    // It had said "This booking page does not exist".
    await page.goto(browser.url('/demo-salon/book'));
    await expect.poll(() => heading.textContent()).toBe('Demo Salon is not taking bookings online right now');
    expect(await page.locator('h1').textContent()).toBe('Demo Salon');
    expect(await page.locator('.notice p').first().textContent()).toBe(
      'To book an appointment, please contact them directly.',
    );
    expect(await page.locator('.contact a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('.contact a[href^="mailto:"]').count()).toBe(1);
    await expectAccessible(page, 'booking page while online booking is off');
  });

  it('a business that does not exist: a friendly page', async () => {
    const { page } = browser;
    await page.goto(browser.url('/no-such-business/book'));
    await expect.poll(() => page.locator('h2').textContent()).toBe('This booking page does not exist');
  });

  it('embedded in another site: the frame takes the page’s height, and the button opens the page over the site', async () => {
    const { page } = browser;
    const bookUrl = browser.url('/demo-salon/book');
    const script = browser.url('/embed/booking.js');
    // The host page is another site (its own little server, another origin) with the snippets of
    // the Online Booking Setup.
    const html = `<h1>Studio site</h1>
      <iframe id="booking" src="${bookUrl}" title="Book" style="width: 100%; height: 700px; border: 0;"></iframe>
      <script src="${script}" data-booking-url="${bookUrl}" data-button-text="Book with us" data-position="bottom-left"></script>`;
    const host = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(html),
    );
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      host.closeAllConnections();
      host.close();
    });
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const frame = page.locator('#booking');
    // The page reports its height and the frame follows: no inner scrollbar, no empty space.
    const booking = () => page.frames().find((f) => f.url().startsWith(bookUrl))!;
    await expect.poll(() => booking()?.locator('h1').textContent()).toBe('Demo Salon');
    const inner = () => booking().evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect
      .poll(async () => frame.evaluate((el) => (el as HTMLIFrameElement).style.height))
      .toBe(`${Math.max(await inner(), 200)}px`);

    await page.getByRole('button', { name: 'Book with us' }).click();
    const overlay = page.getByRole('dialog', { name: 'Book with us' });
    await expect.poll(() => overlay.isVisible()).toBe(true);
    const overlayFrame = page.frameLocator('[data-salon-overlay]');
    await expect.poll(() => overlayFrame.locator('h1').textContent()).toBe('Demo Salon');
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
  });
});
