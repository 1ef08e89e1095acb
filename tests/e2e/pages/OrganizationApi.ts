import { request, type APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/demo';

/**
 * A second, browserless session for the organization tests: another person (or another reception
 * PC) acting through the API while the page under test stays open, and the restoring of demo data
 * that later spec files rely on.
 */
export class ApiSession {
  private constructor(readonly http: APIRequestContext) {}

  static async signIn(baseURL: string, email: string): Promise<ApiSession> {
    const http = await request.newContext({ baseURL });
    const login = await http.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`Sign-in of ${email} failed: ${login.status()} ${await login.text()}`);
    return new ApiSession(http);
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.http.get(path);
    if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}: ${await answer.text()}`);
    return (await answer.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const answer = await this.http.fetch(path, { method, data });
    if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
    return (answer.status() === 204 ? undefined : await answer.json()) as T;
  }

  async close(): Promise<void> {
    await this.http.dispose();
  }
}
