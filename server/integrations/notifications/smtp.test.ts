import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp';
import { messageIdFor, smtpAdapter, type SmtpAccount } from './smtp';
import { email, expectFailure, TEST_TIMEOUT_MS } from './test-helpers';
import type { EmailAdapter } from './types';

const USER = 'mailer@salon.test';
const PASSWORD = 'correct horse battery';

/** A port nothing listens on: opened, noted, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SMTP adapter', () => {
  let smtp: FakeSmtp;
  const adapters: EmailAdapter[] = [];
  const adapter = (account: Partial<SmtpAccount> = {}) => {
    const made = smtpAdapter(
      { host: '127.0.0.1', port: smtp.port, security: 'none', username: USER, password: PASSWORD, ...account },
      { timeoutMs: TEST_TIMEOUT_MS },
    );
    adapters.push(made);
    return made;
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp({
      users: { [USER]: PASSWORD },
      refuse: (rcpt) => rcpt.startsWith('nobody@'),
      defer: (rcpt) => rcpt.startsWith('busy@'),
    });
  });
  afterEach(() => {
    for (const made of adapters.splice(0)) made.close?.();
    smtp.setSilent(false);
    smtp.reset();
  });
  afterAll(() => smtp.close());

  it('verifies the server and the sign-in without sending anything', async () => {
    await expect(adapter().verify()).resolves.toBeUndefined();
    expect(smtp.accepted()).toBe(0);
  });

  it('refuses a wrong password in plain words', async () => {
    await expectFailure(
      adapter({ password: 'wrong' }).verify(),
      'rejected',
      'The SMTP server refused the username or password.',
    );
  });

  it('sends the message with a Message-ID made from the idempotency key, and answers it', async () => {
    const message = email();
    const { providerMessageId } = await adapter().send(message);
    expect(providerMessageId).toBe(messageIdFor(message.idempotencyKey, message.fromEmail));
    expect(providerMessageId).toMatch(/^<[0-9a-f]{32}@salon\.test>$/);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail).toMatchObject({
      from: 'hello@salon.test',
      to: ['jane@example.com'],
      messageId: providerMessageId,
      subject: 'Your appointment is confirmed',
      user: USER,
      text: 'See you on Friday at 10:00.',
      html: '<p>See you on Friday at 10:00.</p>',
    });
    expect(mail!.headers['x-idempotency-key']).toBe(message.idempotencyKey);
    expect(mail!.headers.from).toBe('Demo Salon <hello@salon.test>');
    expect(mail!.headers['reply-to']).toBe('front-desk@salon.test');
  });

  it('gives a second attempt at the same message the same Message-ID (the server sees the double)', async () => {
    const sender = adapter();
    const first = await sender.send(email());
    const second = await sender.send(email());
    expect(second.providerMessageId).toBe(first.providerMessageId);
    expect(smtp.accepted()).toBe(2);
    expect(smtp.duplicates()).toEqual([first.providerMessageId]);
  });

  it('sends without signing in when no username is set', async () => {
    const open = await startFakeSmtp();
    try {
      const sender = smtpAdapter(
        { host: '127.0.0.1', port: open.port, security: 'none', username: '', password: '' },
        { timeoutMs: TEST_TIMEOUT_MS },
      );
      await sender.verify();
      await sender.send(email({ html: null }));
      sender.close?.();
      expect(open.messages).toMatchObject([{ user: null, html: null, text: 'See you on Friday at 10:00.' }]);
    } finally {
      await open.close();
    }
  });

  it('reuses its pooled connections across messages', async () => {
    const sender = adapter();
    for (let i = 0; i < 6; i += 1) await sender.send(email({ idempotencyKey: `key-${i}` }));
    expect(smtp.accepted()).toBe(6);
    expect(smtp.connections()).toBeLessThanOrEqual(3);
  });

  it('answers a recipient refused for good as rejected, in the server’s words', async () => {
    await expectFailure(
      adapter().send(email({ to: 'nobody@example.com' })),
      'rejected',
      'The SMTP server refused the message: 550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown',
    );
    expect(smtp.accepted()).toBe(0);
  });

  it('answers a recipient refused for now (4xx) as worth another try', async () => {
    await expectFailure(
      adapter().send(email({ to: 'busy@example.com' })),
      'unreachable',
      /^The SMTP server 127\.0\.0\.1:\d+ cannot take the message right now: 451 4\.3\.0/,
    );
  });

  it('answers a closed port as unreachable', async () => {
    const port = await closedPort();
    await expectFailure(
      adapter({ port }).verify(),
      'unreachable',
      `Could not reach the SMTP server 127.0.0.1:${port}. Check the host, port and connection security, and that the server is running.`,
    );
  });

  it('gives up on a server that never greets, after its timeout', async () => {
    smtp.setSilent(true);
    await expectFailure(
      adapter().send(email()),
      'unreachable',
      `Could not reach the SMTP server 127.0.0.1:${smtp.port}. Check the host, port and connection security, and that the server is running.`,
    );
    expect(smtp.accepted()).toBe(0);
  });

  it('lets a server on this machine go without TLS even when STARTTLS is chosen', async () => {
    await expect(adapter({ security: 'starttls' }).verify()).resolves.toBeUndefined();
    await expect(adapter({ security: 'starttls', host: 'localhost' }).send(email())).resolves.toBeDefined();
  });
});
