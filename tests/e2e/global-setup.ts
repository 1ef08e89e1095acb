import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fakeNotificationEnv, startFakeNotificationProviders } from '../../server/testing/fake-notification-providers';
import { fakeProviderEnv, startFakePaymentProviders } from '../../server/testing/fake-payment-providers';
import { startFakeSmtp } from '../../server/testing/fake-smtp';
import { launchChromiumServer } from './support/chromium';
import { ROOT, startServer, type RunningServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The fake payment providers the server's gateways talk to (FAKE_CREDENTIALS are accepted). */
    paymentProvidersURL: string;
    /** The fake SendGrid, Twilio and Firebase the server's notifications go to (FAKE_NOTIFICATION_CREDENTIALS). */
    notificationProvidersURL: string;
    /** The port of the fake SMTP server on 127.0.0.1 (no TLS, no sign-in) an email connection can use. */
    smtpPort: number;
    /** The run's one Chromium, which every spec file connects to (support/chromium.ts). */
    chromiumEndpoint: string;
  }
}

/**
 * One headless server for the whole run (PORT=0, a temporary DATA_DIR, DEMO=1), its address
 * handed to the tests, stopped with SIGTERM at the end. Its payment gateways and notification
 * providers reach fakes on 127.0.0.1 (STRIPE_API_URL..., SENDGRID_API_URL...), and a fake SMTP
 * server takes its email, so Test Connection and test sends are real and need no internet.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots of this run only: a stale one from an earlier failure would mislead.
  rmSync(join(ROOT, '.e2e-artifacts'), { recursive: true, force: true });
  const providers = await startFakePaymentProviders();
  const notifications = await startFakeNotificationProviders();
  const smtp = await startFakeSmtp();
  const closeFakes = async () => {
    await providers.close();
    await notifications.close();
    await smtp.close();
  };
  let server: RunningServer;
  try {
    server = await startServer({
      demo: true,
      env: { ...fakeProviderEnv(providers.url), ...fakeNotificationEnv(notifications.url) },
    });
  } catch (error) {
    await closeFakes();
    throw error;
  }
  const chromium = await launchChromiumServer().catch(async (error: unknown) => {
    await server.stop();
    await closeFakes();
    throw error;
  });
  project.provide('baseURL', server.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  project.provide('paymentProvidersURL', providers.url);
  project.provide('notificationProvidersURL', notifications.url);
  project.provide('smtpPort', smtp.port);
  return async () => {
    await chromium.close();
    await server.stop();
    await closeFakes();
  };
}
