import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { SMTPPoolOptions } from 'nodemailer/lib/smtp-pool';
import type { SMTP_SECURITY } from '../../contract/notification-providers';
import { logReason } from '../../contract/log-reasons';
import { failure, plainReason, type ProviderFailure } from '../http';
import type { EmailAdapter, OutgoingEmail } from './types';

export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** An SMTP server as the organization's email connection names it. */
export interface SmtpAccount {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Empty: the server takes mail without signing in. */
  username: string;
  password: string;
}

export interface SmtpOptions {
  /** Connecting, the greeting and any silence mid-conversation each get this long. */
  timeoutMs: number;
  /** Connections the pool keeps open to the server. */
  maxConnections?: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The fields nodemailer's errors carry (its NodemailerError), read defensively. */
interface MailError {
  code?: string;
  responseCode?: number;
  response?: string;
  rejectedErrors?: MailError[];
}

const asMailError = (error: unknown): MailError =>
  error !== null && typeof error === 'object' ? (error as MailError) : {};

/**
 * A Message-ID made from the engine's idempotency key: every attempt at one message carries the
 * same id, so a receiving mail system that got it once treats a second copy as the duplicate it
 * is. SMTP cannot say afterwards whether a message was taken, so this is the whole defence.
 */
export function messageIdFor(idempotencyKey: string, fromEmail: string): string {
  const domain = fromEmail.includes('@') ? fromEmail.slice(fromEmail.lastIndexOf('@') + 1) : 'localhost';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/** How the connection security setting maps to nodemailer's options. */
function securityOptions(account: SmtpAccount): Pick<SMTPPoolOptions, 'secure' | 'requireTLS' | 'ignoreTLS' | 'tls'> {
  // A server on this machine (a relay, a test server) often has no certificate that names it.
  const local = LOOPBACK.has(account.host.toLowerCase());
  const tls = { rejectUnauthorized: !local };
  switch (account.security) {
    case 'tls':
      return { secure: true, tls };
    case 'starttls':
      return { secure: false, requireTLS: !local, tls };
    case 'none':
      return { secure: false, ignoreTLS: true };
  }
}

/**
 * Email through the organization's own SMTP server with nodemailer. One pooled transport (a few
 * connections) per adapter: the connections store keeps one adapter per configuration version,
 * so consecutive messages reuse open connections and a changed configuration gets a new pool.
 */
export function smtpAdapter(account: SmtpAccount, options: SmtpOptions): EmailAdapter {
  const where = `${account.host}:${account.port}`;
  const transporter = createTransport({
    pool: true,
    maxConnections: options.maxConnections ?? 3,
    // A connection that drops mid-message may have delivered it: the engine decides what happens
    // next (a retry with the same Message-ID), not the pool behind its back.
    maxRequeues: 0,
    host: account.host,
    port: account.port,
    ...securityOptions(account),
    ...(account.username ? { auth: { user: account.username, pass: account.password } } : {}),
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    // Messages are built from templates here, never from files or addresses on the network.
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  // Failures reach each message's own promise; an 'error' event with nobody listening would
  // bring the whole server down instead.
  transporter.on('error', () => undefined);

  const serverText = (text: string | undefined) =>
    plainReason(text ?? 'no reason given', account.password ? [account.password] : []);

  const unreachable = () => failure('unreachable', logReason('logReason.smtpUnreachable', { where }));

  /** Every nodemailer failure as a ProviderFailure: refused for good, or worth another try. */
  function failureOf(error: unknown): ProviderFailure {
    const mail = asMailError(error);
    if (mail.code === 'EAUTH' || mail.code === 'ENOAUTH') {
      return failure('rejected', logReason('logReason.smtpCredentials'), mail.responseCode);
    }
    if (mail.code === 'ETLS') {
      return failure('rejected', logReason('logReason.smtpTls', { where }));
    }
    // The recipient's own refusal says more than the summary ("all recipients were rejected").
    const reply = mail.rejectedErrors?.find((e) => e.responseCode !== undefined) ?? mail;
    const code = reply.responseCode;
    // 5xx is final (RFC 5321), except 503: a command out of sequence, which a new connection fixes.
    if (code !== undefined && code >= 500 && code !== 503) {
      return failure('rejected', logReason('logReason.smtpRefused', { why: serverText(reply.response) }), code);
    }
    if (code !== undefined && code >= 400) {
      const said = logReason('logReason.smtpBusy', { where, why: serverText(reply.response) });
      return failure('unreachable', said, code);
    }
    return unreachable();
  }

  return {
    displayName: 'SMTP',

    async verify() {
      try {
        await transporter.verify();
      } catch (error) {
        throw failureOf(error);
      }
    },

    async send(message: OutgoingEmail) {
      const messageId = messageIdFor(message.idempotencyKey, message.fromEmail);
      try {
        await transporter.sendMail({
          from: { name: message.fromName, address: message.fromEmail },
          to: message.toName ? { name: message.toName, address: message.to } : message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html !== null ? { html: message.html } : {}),
          messageId,
          headers: { 'X-Idempotency-Key': message.idempotencyKey },
        });
      } catch (error) {
        throw failureOf(error);
      }
      return { providerMessageId: messageId };
    },

    close() {
      transporter.close();
    },
  };
}
