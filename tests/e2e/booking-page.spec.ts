import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';

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
  });

  it('a business that does not exist: a friendly page', async () => {
    const { page } = browser;
    await page.goto(browser.url('/no-such-business/book'));
    await expect.poll(() => page.locator('h2').textContent()).toBe('This booking page does not exist');
  });
});
