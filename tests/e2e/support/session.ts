import type { Cookie, Page } from 'playwright-core';
import { SESSION_COOKIE, type MeResponse } from '../../../server/contract/auth';
import { DEMO_PASSWORD } from './demo';

// Session cookies per account, kept for the spec file: signing in once per account instead of
// once per test keeps the run far below the server's sign-in rate limit (30 a minute per address).
const sessions = new Map<string, Cookie>();

export async function getJson<T>(page: Page, baseURL: string, path: string): Promise<T> {
  const response = await page.request.get(new URL(path, baseURL).toString());
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function currentSession(page: Page, baseURL: string): Promise<MeResponse | undefined> {
  const response = await page.request.get(new URL('/api/auth/me', baseURL).toString());
  return response.ok() ? ((await response.json()) as MeResponse) : undefined;
}

/**
 * Signs the page's browser in through the API (the same cookie the form would get), for tests
 * about something other than the sign-in screen. Reuses the account's session when it still works.
 * The password is the demo one unless a spec's own organization has another.
 */
export async function signInByApi(
  page: Page,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<MeResponse> {
  const context = page.context();
  const cached = sessions.get(email);
  if (cached) {
    await context.addCookies([cached]);
    const me = await currentSession(page, baseURL);
    if (me?.user.email === email) return me;
    sessions.delete(email);
  }

  const login = await page.request.post(new URL('/api/auth/login', baseURL).toString(), {
    data: { email, password },
  });
  if (!login.ok()) throw new Error(`Sign-in of ${email} failed: ${login.status()} ${await login.text()}`);
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === SESSION_COOKIE);
  if (cookie) sessions.set(email, cookie);
  const me = await currentSession(page, baseURL);
  if (!me) throw new Error(`Signed in as ${email}, but /api/auth/me refused the session`);
  return me;
}
