import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ErrorCard } from './pages/ErrorCard';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// The Roles & Permissions page arrives as its own chunk; dropping that download is the real-world
// failure (a flaky connection, a server restarted mid-update) the boundary exists for.
const ROLES_CHUNK = /\/assets\/RolesPage-[^/]+\.js$/;

async function openOverview(): Promise<SettingsShell> {
  await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.owner.email);
  await browser.page.goto(browser.url('/demo-salon/settings/overview'));
  const shell = new SettingsShell(browser.page);
  await shell.waitForHeading('Settings overview');
  return shell;
}

async function failRolesChunk(): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('connectionreset');
  await browser.page.route(ROLES_CHUNK, handler);
  return () => browser.page.unroute(ROLES_CHUNK, handler);
}

describe('error boundary', () => {
  it('shows the card with Try Again, Reload Page and Go Home when a page fails to load', async () => {
    const shell = await openOverview();
    await failRolesChunk();
    await shell.link('Roles & Permissions').click();

    const error = new ErrorCard(browser.page);
    await error.card.waitFor();
    expect(await error.tryAgain.isVisible()).toBe(true);
    expect(await error.reload.isVisible()).toBe(true);
    expect(await error.goHome.isVisible()).toBe(true);
    // The shell stays usable around the failed page.
    expect(await shell.nav.isVisible()).toBe(true);
    await checkA11y(browser.page);
  });

  it('Try Again loads the page once the connection is back', async () => {
    const shell = await openOverview();
    const restore = await failRolesChunk();
    await shell.link('Roles & Permissions').click();
    const error = new ErrorCard(browser.page);
    await error.card.waitFor();

    await restore();
    await error.tryAgain.click();
    await shell.waitForHeading('Roles & Permissions');
    expect(await error.card.count()).toBe(0);
  });

  it('Go Home returns to the overview', async () => {
    const shell = await openOverview();
    await failRolesChunk();
    await shell.link('Roles & Permissions').click();
    const error = new ErrorCard(browser.page);
    await error.card.waitFor();
    await error.goHome.click();
    await shell.waitForHeading('Settings overview');
    expect(shell.pathname()).toBe('/demo-salon/settings/overview');
  });

  it('Reload Page reloads the address', async () => {
    const shell = await openOverview();
    const restore = await failRolesChunk();
    await shell.link('Roles & Permissions').click();
    const error = new ErrorCard(browser.page);
    await error.card.waitFor();
    await restore();
    await Promise.all([browser.page.waitForEvent('load'), error.reload.click()]);
    await shell.waitForHeading('Roles & Permissions');
    expect(shell.pathname()).toBe('/demo-salon/settings/roles');
  });
});
