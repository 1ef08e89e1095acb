import type { Locator, Page } from 'playwright-core';
import { SettingsForm } from './SettingsForm';

/** Settings › Security & Compliance: password policy, sessions, two-factor, audit log. */
export class SecurityPolicyPage extends SettingsForm {
  readonly password: Locator;
  readonly session: Locator;
  readonly twoFactor: Locator;
  readonly audit: Locator;

  constructor(page: Page) {
    super(page);
    this.password = page.getByRole('region', { name: 'Password Policy' });
    this.session = page.getByRole('region', { name: 'Session Management' });
    this.twoFactor = page.getByRole('region', { name: 'Two-Factor Authentication' });
    this.audit = page.getByRole('region', { name: 'Audit Log' });
  }

  minLength(): Locator {
    return this.password.getByLabel('Minimum password length');
  }

  expirationDays(): Locator {
    return this.password.getByLabel('Password expiration (days)');
  }

  requirement(name: 'uppercase letters' | 'lowercase letters' | 'numbers' | 'special characters'): Locator {
    return this.password.getByRole('switch', { name: `Require ${name}` });
  }

  ipRestriction(): Locator {
    return this.session.getByRole('switch', { name: 'Restrict sign-in to allowed IP addresses' });
  }

  allowedAddresses(): Locator {
    return this.session.getByLabel('Allowed IP addresses');
  }

  addMyAddress(): Locator {
    return this.session.getByRole('button', { name: 'Add my address' });
  }

  lockoutWarning(): Locator {
    return this.session.getByRole('alert');
  }
}
