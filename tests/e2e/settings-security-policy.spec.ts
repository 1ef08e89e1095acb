import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityPolicy } from '../../server/contract/security-policy';
import { ApiSession } from './pages/OrganizationApi';
import { SecurityPolicyPage } from './pages/SecurityPolicyPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

// Other Spa, so Demo Salon's members keep the default password rules the other specs rely on.
const PATH = '/other-spa/settings/organization/security';
const POLICY = '/api/settings/security-policy';

let owner: ApiSession;
let original: SecurityPolicy;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
  original = await owner.get<SecurityPolicy>(POLICY);
});

afterAll(async () => {
  await owner?.close();
});

async function openSecurity(): Promise<SecurityPolicyPage> {
  await signInByApi(browser.page, browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
  await browser.page.goto(browser.url(PATH));
  await new SettingsShell(browser.page).waitForHeading('Security & Compliance');
  const page = new SecurityPolicyPage(browser.page);
  await page.password.waitFor();
  return page;
}

describe('security & compliance', () => {
  it('saves a minimum length of 10 with special characters required, kept after a reload', async () => {
    const page = await openSecurity();
    await checkA11y(browser.page);
    try {
      expect(await page.minLength().inputValue()).toBe('8');
      expect(await page.requirement('special characters').isChecked()).toBe(false);
      expect(await page.status()).toBe('All changes saved');

      await page.minLength().fill('10');
      await page.toggle(page.requirement('special characters'));
      expect(await page.status()).toBe('Unsaved changes');
      await page.save();
      await page.waitForToast('Security settings saved successfully');
      await expect.poll(() => page.status()).toBe('All changes saved');

      await browser.page.reload();
      await page.password.waitFor();
      expect(await page.minLength().inputValue()).toBe('10');
      expect(await page.requirement('special characters').isChecked()).toBe(true);
      expect((await owner.get<SecurityPolicy>(POLICY)).passwordPolicy).toMatchObject({
        minLength: 10,
        requireSpecialChars: true,
      });
    } finally {
      await owner.send('PUT', POLICY, original);
    }
  });

  it('puts the fallback in an emptied number field when it is left', async () => {
    const page = await openSecurity();
    await page.minLength().fill('');
    await page.expirationDays().focus();
    expect(await page.minLength().inputValue()).toBe('8');
  });

  it('warns before an address list that would keep the owner out, and the server refuses it too', async () => {
    const page = await openSecurity();
    try {
      await page.toggle(page.ipRestriction());
      await page.lockoutWarning().waitFor();
      expect(await page.lockoutWarning().innerText()).toContain('Saving now would keep you from signing in again');
      await page.save();
      await page.waitForToast('Error', 'is not in the allowed list, so you could not sign in again');

      await page.addMyAddress().click();
      await expect.poll(() => page.lockoutWarning().count()).toBe(0);
      await page.save();
      await page.waitForToast('Security settings saved successfully');
      expect((await owner.get<SecurityPolicy>(POLICY)).sessionPolicy.enforceIPRestriction).toBe(true);
    } finally {
      await owner.send('PUT', POLICY, original);
    }
  });
});
