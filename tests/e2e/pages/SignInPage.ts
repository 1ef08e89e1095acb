import type { Locator, Page } from 'playwright-core';

/** The sign-in screen, found the way a person finds it (CONTRACT.md, "UI landmarks"). */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly notice: Locator;

  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByRole('alert');
    this.notice = page.getByRole('status').filter({ hasText: 'session has ended' });
  }

  async goto(): Promise<void> {
    await this.page.goto(new URL('/login', this.baseURL).toString());
    await this.email.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Waits for the landing page the contract promises after sign-in. */
  async waitForLanding(organizationSlug: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `/${organizationSlug}/settings/overview`);
  }
}
