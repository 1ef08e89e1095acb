import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemConfiguration } from '../../server/contract/system-configuration';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { SignInPage } from './pages/SignInPage';
import { SystemConfigPage } from './pages/SystemConfigPage';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const PATH = '/demo-salon/settings/system';
const SYSTEM = '/api/settings/system';
const MAINTENANCE = 'The system is under maintenance';

let admin: ApiSession;
let original: SystemConfiguration;

beforeAll(async () => {
  // The platform admin, a member of Demo Salon: administrators are never kept out by maintenance.
  admin = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.platform.email);
  original = await admin.get<SystemConfiguration>(SYSTEM);
});

afterAll(async () => {
  // Other spec files sign Demo Salon's members in: maintenance mode must never outlive this one.
  await admin?.send('PUT', SYSTEM, original);
  await admin?.close();
});

async function openSystem(): Promise<SystemConfigPage> {
  await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.platform.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('System Configuration');
  const page = new SystemConfigPage(browser.page);
  await page.backup.waitFor();
  return page;
}

describe('system configuration', () => {
  it('turns maintenance mode on after a warning, keeps a receptionist out, and turns it off again', async () => {
    const page = await openSystem();
    await checkA11y(browser.page);
    try {
      expect(await page.maintenanceMode().isChecked()).toBe(false);
      expect(await page.banner.count()).toBe(0);

      // Backing out of the warning saves nothing.
      await page.toggle(page.maintenanceMode());
      await page.save();
      await page.maintenanceDialog.waitFor();
      expect(await page.maintenanceDialog.innerText()).toContain('receptionists');
      await page.cancelMaintenance();
      await page.maintenanceDialog.waitFor({ state: 'hidden' });
      expect(await page.status()).toBe('Unsaved changes');
      expect((await admin.get<SystemConfiguration>(SYSTEM)).system.maintenanceMode).toBe(false);

      await page.save();
      await page.confirmMaintenance();
      await page.waitForToast('System configuration saved successfully');
      await expect.poll(() => page.status()).toBe('All changes saved');
      expect((await admin.get<SystemConfiguration>(SYSTEM)).system.maintenanceMode).toBe(true);
      await page.banner.waitFor();

      // A receptionist signing in now is told why they cannot.
      await browser.context.clearCookies();
      const signIn = new SignInPage(browser.page, browser.baseURL);
      await signIn.goto();
      await signIn.signIn(DEMO_ACCOUNTS.receptionist.email, DEMO_PASSWORD);
      await signIn.error.waitFor();
      expect(await signIn.error.innerText()).toContain(MAINTENANCE);

      // The administrator turns it off: no warning for that, and the banner goes.
      await browser.context.clearCookies();
      const again = await openSystem();
      await again.banner.waitFor();
      expect(await again.maintenanceMode().isChecked()).toBe(true);
      await again.toggle(again.maintenanceMode());
      await again.save();
      await again.waitForToast('System configuration saved successfully');
      expect(await again.maintenanceDialog.count()).toBe(0);
      await again.banner.waitFor({ state: 'hidden' });
      expect((await admin.get<SystemConfiguration>(SYSTEM)).system.maintenanceMode).toBe(false);
    } finally {
      await admin.send('PUT', SYSTEM, original);
    }
  });

  it('shows the spec’s message to a manager', async () => {
    await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.manager.email);
    await browser.page.goto(browser.url(PATH));
    await browser.page
      .getByText("You don't have permission to access system configuration. Contact your system administrator.")
      .waitFor();
  });
});
