import { englishReason } from '../../contract/log-reasons';
import { expect } from 'vitest';
import { ProviderFailure, type FailureKind } from '../http';
import type { OutgoingEmail } from './types';

/** Short, so a provider that never answers fails fast; the fakes answer everything else at once. */
export const TEST_TIMEOUT_MS = 500;

/** What a call threw, asserted to be a ProviderFailure of that kind with that message (tests only). */
export async function expectFailure(call: Promise<unknown>, kind: FailureKind, message: string | RegExp) {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail, it succeeded'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderFailure);
  const failure = error as ProviderFailure;
  expect({ kind: failure.kind, message: failure.message }).toEqual({
    kind,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
  // Every failure of a notification provider is one of the log's reasons, so the Notification Logs
  // screen can say it in the reader's language; its English is the message.
  expect(failure.reason && englishReason(failure.reason)).toBe(failure.message);
  return failure;
}

/** An email as the engine hands it over. */
export const email = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  idempotencyKey: 'appointment:0190:confirmation:email',
  to: 'jane@example.com',
  toName: 'Jane Doe',
  fromEmail: 'hello@salon.test',
  fromName: 'Demo Salon',
  replyTo: 'front-desk@salon.test',
  subject: 'Your appointment is confirmed',
  text: 'See you on Friday at 10:00.',
  html: '<p>See you on Friday at 10:00.</p>',
  ...overrides,
});
