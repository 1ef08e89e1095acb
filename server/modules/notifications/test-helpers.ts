import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import { newId } from '../../ids';
import { insertConnection } from '../../notifications/connections-repository';
import { call, type Session } from '../../testing/build-test-app';
import {
  FAKE_FIREBASE_SERVICE_ACCOUNT,
  FAKE_NOTIFICATION_CREDENTIALS,
} from '../../testing/fake-notification-providers';
import { sealSecrets } from '../payments/present';
import { insertMessages, type NewMessageRow } from './logs-repository';

type Method = 'GET' | 'POST' | 'PUT';

/** Calls as a signed-in person makes them (tests only): the parsed body beside status and headers. */
export function notificationCalls(app: FastifyInstance, owner: Session) {
  return <T>(method: Method, url: string, payload?: unknown, options: { ifMatch?: string; session?: Session } = {}) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...(options.session ?? owner).headers, ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * A log entry as the engine leaves it after a failed attempt (tests and route samples), stored
 * directly: `at` is its creation time; anything else may be overridden.
 */
export function logRow(organizationId: string, at: Date, overrides: Partial<NewMessageRow> = {}): NewMessageRow {
  const iso = at.toISOString();
  const recipient = overrides.recipient ?? 'charlotte.nguyen@example.com';
  return {
    id: newId(at.getTime()),
    organizationId,
    idempotencyKey: `test:${newId()}`,
    channel: 'email',
    event: 'appointmentConfirmation',
    status: 'failed',
    recipient,
    recipientKey: recipient.toLowerCase(),
    recipientName: 'Charlotte Nguyen',
    recipientKind: 'other',
    subject: 'Your appointment is confirmed',
    content: 'See you soon!',
    provider: 'smtp',
    scheduledFor: iso,
    nextAttemptAt: iso,
    attempts: 1,
    error: 'The mailbox charlotte.nguyen@example.com does not exist: 550 5.1.1 User unknown.',
    createdAt: iso,
    updatedAt: iso,
    ...overrides,
  };
}

/** Stores the entries and answers their ids, in the order given. */
export function storeLogs(app: FastifyInstance, rows: NewMessageRow[]): string[] {
  insertMessages(app.deps.db, rows);
  return rows.map((row) => row.id!);
}

/** What a connection test needs to reach: the SMTP fake's port, the HTTP fakes' credentials. */
export type TestConnection =
  { channel: 'email'; smtpPort: number; fromEmail?: string } | { channel: 'sms' } | { channel: 'push' };

/**
 * A saved, switched-on and checked connection, as the configuration screens leave it after the
 * provider accepted the credentials (written to the providers' own table: their routes are tested
 * with them). `status` and `isEnabled` may describe a failed check or a connection switched off.
 */
export function storeConnection(
  app: FastifyInstance,
  organizationId: string,
  connection: TestConnection,
  state: { status?: 'connected' | 'error'; isEnabled?: boolean } = {},
): void {
  const { deps } = app;
  const common = {
    id: newId(),
    organizationId,
    isEnabled: state.isEnabled ?? true,
    status: state.status ?? 'connected',
    lastCheckedAt: deps.now().toISOString(),
    lastError: state.status === 'error' ? 'The provider refused the credentials.' : null,
  };
  if (connection.channel === 'email') {
    insertConnection(
      deps.db,
      {
        ...common,
        channel: 'email',
        provider: 'smtp',
        settings: {
          fromEmail: connection.fromEmail ?? 'hello@demo-salon.test',
          fromName: 'Demo Salon',
          replyTo: null,
          smtp: { host: '127.0.0.1', port: connection.smtpPort, security: 'none', username: '' },
        },
        secrets: null,
      },
      deps.now(),
    );
  } else if (connection.channel === 'sms') {
    const { accountSid, authToken, fromNumber } = FAKE_NOTIFICATION_CREDENTIALS.twilio;
    insertConnection(
      deps.db,
      {
        ...common,
        channel: 'sms',
        provider: 'twilio',
        settings: { accountSid, fromNumber, messagingServiceSid: null },
        secrets: sealSecrets(deps.secrets, { authToken }),
      },
      deps.now(),
    );
  } else {
    const { projectId, clientEmail, privateKey } = FAKE_FIREBASE_SERVICE_ACCOUNT;
    insertConnection(
      deps.db,
      {
        ...common,
        channel: 'push',
        provider: 'firebase',
        settings: { projectId, clientEmail },
        secrets: sealSecrets(deps.secrets, { privateKey }),
      },
      deps.now(),
    );
  }
}
