import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fakeProviderEnv, startFakePaymentProviders } from '../../server/testing/fake-payment-providers';
import { ROOT, startServer, type RunningServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The fake payment providers the server's gateways talk to (FAKE_CREDENTIALS are accepted). */
    paymentProvidersURL: string;
  }
}

/**
 * One headless server for the whole run (PORT=0, a temporary DATA_DIR, DEMO=1), its address
 * handed to the tests, stopped with SIGTERM at the end. Its payment gateways reach the fake
 * providers on 127.0.0.1 (STRIPE_API_URL...), so Test Connection is real and needs no internet.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots of this run only: a stale one from an earlier failure would mislead.
  rmSync(join(ROOT, '.e2e-artifacts'), { recursive: true, force: true });
  const providers = await startFakePaymentProviders();
  let server: RunningServer;
  try {
    server = await startServer({ demo: true, env: fakeProviderEnv(providers.url) });
  } catch (error) {
    await providers.close();
    throw error;
  }
  project.provide('baseURL', server.url);
  project.provide('paymentProvidersURL', providers.url);
  return async () => {
    await server.stop();
    await providers.close();
  };
}
