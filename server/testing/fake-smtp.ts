import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/**
 * A mail server on 127.0.0.1 for tests: plain SMTP (no TLS), optionally with AUTH PLAIN/LOGIN,
 * that keeps what it accepts instead of delivering it. It is deliberately not clever: a message
 * sent twice is accepted and counted twice, so a test can see a double.
 */

export interface FakeSmtpOptions {
  /** Username → password. With users, AUTH is required; without, the server takes mail from anyone. */
  users?: Record<string, string>;
  /** Recipients refused for good (550 User unknown). */
  refuse?: (recipient: string) => boolean;
  /** Recipients refused for now (451, try again later). */
  defer?: (recipient: string) => boolean;
  /** Keep each message's raw text and decoded parts (default true; a benchmark of thousands may not want them). */
  keepRaw?: boolean;
}

export interface FakeMail {
  from: string;
  to: string[];
  /** With its angle brackets, as in the header. */
  messageId: string | null;
  subject: string | null;
  /** Every header by lower-cased name (the last one wins), decoded. */
  headers: Readonly<Record<string, string>>;
  /** Size of the raw message in bytes. */
  size: number;
  /** The raw message, when kept. */
  raw: string | null;
  /** The decoded text/plain and text/html parts, when kept. */
  text: string | null;
  html: string | null;
  /** Who signed in to send it, if anyone did. */
  user: string | null;
  acceptedAt: string;
}

export interface FakeSmtp {
  host: '127.0.0.1';
  port: number;
  /** Every accepted message in the order accepted, duplicates included. */
  messages: FakeMail[];
  /** How many messages were accepted in all, duplicates included. */
  accepted(): number;
  /** How many accepted messages carry this Message-ID. */
  countOf(messageId: string): number;
  /** Message-IDs accepted more than once. */
  duplicates(): string[];
  /** Connections opened so far (a pool reuses its connections). */
  connections(): number;
  /** Greets nobody from now on (true) or again (false): a client then waits for the greeting until its timeout. */
  setSilent(silent: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?utf-8?B?...?= and =?utf-8?Q?...?=) as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Splits a message (or a part) into its unfolded headers and its body. */
function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The text/plain and text/html parts, through multipart/alternative and multipart/mixed. */
function partsOf(raw: string, found: { text: string | null; html: string | null } = { text: null, html: null }) {
  const { headers, body: withBreak } = splitMessage(raw);
  // The line break before a boundary, or before the end of the data, belongs to the delimiter.
  const body = withBreak.replace(/\r?\n$/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      partsOf(part.replace(/^\r?\n/, ''), found);
    }
  } else if (/^text\/html/i.test(type)) {
    found.html ??= decodeBody(body, headers['content-transfer-encoding']);
  } else if (/^text\/plain/i.test(type)) {
    found.text ??= decodeBody(body, headers['content-transfer-encoding']);
  }
  return found;
}

type CodedError = Error & { responseCode: number };
const smtpError = (code: number, message: string): CodedError =>
  Object.assign(new Error(message), { responseCode: code });

/** Starts the fake SMTP server on a free port of 127.0.0.1. */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const users = options.users;
  const keepRaw = options.keepRaw ?? true;
  const messages: FakeMail[] = [];
  const countByMessageId = new Map<string, number>();
  let accepted = 0;
  let connections = 0;
  let silent = false;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: users ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !users,
    authMethods: ['PLAIN', 'LOGIN'],
    // No TLS here at all: signing in over plain text is the only way this server can be used.
    allowInsecureAuth: true,
    logger: false,
    // A pooled client keeps idle connections open: close() must not wait 30 s for them.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      // Never answering leaves the client waiting for the greeting.
      if (!silent) callback();
    },
    onAuth(auth, _session, callback) {
      if (users && auth.username !== undefined && users[auth.username] === auth.password) {
        callback(null, { user: auth.username });
      } else {
        callback(smtpError(535, '5.7.8 Authentication credentials invalid'));
      }
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(smtpError(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`));
      } else if (options.defer?.(address.address)) {
        callback(smtpError(451, '4.3.0 Mailbox temporarily unavailable, try again later'));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const rawBuffer = Buffer.concat(chunks);
        const raw = rawBuffer.toString('utf8');
        const { headers } = splitMessage(raw);
        const messageId = headers['message-id'] ?? null;
        const parts = keepRaw ? partsOf(raw) : { text: null, html: null };
        accepted += 1;
        if (messageId) countByMessageId.set(messageId, (countByMessageId.get(messageId) ?? 0) + 1);
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId,
          subject: headers.subject ?? null,
          headers,
          size: rawBuffer.length,
          raw: keepRaw ? raw : null,
          text: parts.text,
          html: parts.html,
          user: typeof session.user === 'string' ? session.user : null,
          acceptedAt: new Date().toISOString(),
        });
        callback(null, `Message queued as ${messageId ?? accepted}`);
      });
    },
  });
  // A client that drops its connection mid-conversation is an ordinary event in these tests.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    messages,
    accepted: () => accepted,
    countOf: (messageId) => countByMessageId.get(messageId) ?? 0,
    duplicates: () => [...countByMessageId].filter(([, count]) => count > 1).map(([id]) => id),
    connections: () => connections,
    setSilent(value) {
      silent = value;
    },
    reset() {
      messages.length = 0;
      countByMessageId.clear();
      accepted = 0;
      connections = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
