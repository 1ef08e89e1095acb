/**
 * The one interface per channel that the delivery engine (server/notifications/) sends through.
 * Every adapter reports failure only as a ProviderFailure (integrations/http.ts): `rejected` means
 * the provider refused this message or these credentials (a wrong number, a bad key) and trying
 * again will not help; `unreachable` means no usable answer (timeout, refused connection, 5xx, 429)
 * and the engine retries with back-off.
 */

/** Each outgoing message carries the engine's idempotency key, so a provider that can look it up or
 * de-duplicate by it (SMTP Message-ID, SendGrid custom args, the Twilio lookup) never delivers twice. */
interface Outgoing {
  idempotencyKey: string;
}

export interface OutgoingEmail extends Outgoing {
  to: string;
  toName: string | null;
  fromEmail: string;
  fromName: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

export interface OutgoingSms extends Outgoing {
  /** E.164. */
  to: string;
  body: string;
}

export interface OutgoingPush extends Outgoing {
  /** An FCM registration token. */
  token: string;
  title: string;
  body: string;
  data?: Record<string, string>;
}

export interface Accepted {
  /** The provider's id of the message (Twilio SM..., SendGrid's X-Message-Id, the SMTP Message-ID). */
  providerMessageId: string | null;
}

/** What a provider says became of a message the engine is unsure about (a crash mid-send). */
export type LookupResult = { found: true; providerMessageId: string | null } | { found: false };

/** Where the provider reports it: Twilio's message status. */
export type DeliveryState = 'sent' | 'delivered' | 'failed';

export interface ProviderAdapter<M extends Outgoing> {
  /** As people know it: "SMTP", "SendGrid", "Twilio", "Firebase Cloud Messaging". */
  readonly displayName: string;
  /** Checks the credentials with the provider (no message is sent); throws ProviderFailure. */
  verify(): Promise<void>;
  send(message: M): Promise<Accepted>;
  /** Whether the provider already has the message with this idempotency key; absent when it cannot tell. */
  lookup?(message: M): Promise<LookupResult>;
  /** The delivery state of an accepted message, where the provider reports one. */
  deliveryState?(providerMessageId: string): Promise<{ state: DeliveryState; error: string | null }>;
  /** Releases pooled connections (SMTP). */
  close?(): void;
}

export type EmailAdapter = ProviderAdapter<OutgoingEmail>;
export type SmsAdapter = ProviderAdapter<OutgoingSms>;
export type PushAdapter = ProviderAdapter<OutgoingPush>;
