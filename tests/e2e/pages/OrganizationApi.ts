import { request, type APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/demo';

/**
 * A second, browserless session for the organization tests: another person (or another reception
 * PC) acting through the API while the page under test stays open, and the restoring of demo data
 * that later spec files rely on.
 */
export class ApiSession {
  private constructor(readonly http: APIRequestContext) {}

  /** First-run setup of a fresh server (no demo data): the new owner's session. */
  static async setUp(baseURL: string, organization: Record<string, string>): Promise<ApiSession> {
    const setup = await request.newContext({ baseURL });
    const answer = await setup.post('/api/setup', { data: organization });
    if (!answer.ok()) throw new Error(`Setup failed: ${answer.status()} ${await answer.text()}`);
    const { token } = (await answer.json()) as { token: string };
    await setup.dispose();
    return ApiSession.bearer(baseURL, token);
  }

  static async signIn(baseURL: string, email: string): Promise<ApiSession> {
    const signIn = await request.newContext({ baseURL });
    const login = await signIn.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`Sign-in of ${email} failed: ${login.status()} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    await signIn.dispose();
    return ApiSession.bearer(baseURL, token);
  }

  // A program, not a page: it carries its token as Bearer, as the contract says, rather than the
  // cookie, which the server only takes on writes that come from the app's own pages.
  private static async bearer(baseURL: string, token: string): Promise<ApiSession> {
    return new ApiSession(
      await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } }),
    );
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.http.get(path);
    if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}: ${await answer.text()}`);
    return (await answer.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const answer = await this.http.fetch(path, { method, data });
    if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
    return (answer.status() === 204 ? undefined : await answer.json()) as T;
  }

  async close(): Promise<void> {
    await this.http.dispose();
  }
}
