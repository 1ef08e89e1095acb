import { ProviderFailure } from '../integrations/http';
import type {
  Accepted,
  DeliveryState,
  LookupResult,
  OutgoingEmail,
  OutgoingPush,
  OutgoingSms,
  ProviderAdapter,
} from '../integrations/notifications/types';
import type { SenderLookup } from './senders';

/**
 * In-memory providers for the engine's tests: they record what they accept and fail on demand,
 * so the rules, the retries and the recovery are tested without a network. The crash test and the
 * benchmark use the real adapters against the loopback fakes instead.
 */
export interface MemoryProvider<M extends { idempotencyKey: string }> extends ProviderAdapter<M> {
  /** Every accepted message, duplicates included. */
  accepted: M[];
  /** Failures to throw on the next sends, in order (then it accepts again). */
  failNext(...failures: ProviderFailure[]): void;
  /** The next send is accepted by the provider but the call never returns to us (a crash mid-send). */
  hangNext(): void;
  /** The next send is accepted by the provider but its answer is lost (a cut connection): we see unreachable. */
  loseAnswerNext(): void;
  /** What deliveryState answers next, in order (then 'sent'). */
  deliveryStates: { state: DeliveryState; error: string | null }[];
}

interface MemoryOptions {
  /** Offer a lookup by idempotency key (SendGrid, Twilio); without, like SMTP. */
  lookup?: boolean;
  deliveryState?: boolean;
}

export function memoryProvider<M extends { idempotencyKey: string }>(
  displayName: string,
  options: MemoryOptions = {},
): MemoryProvider<M> {
  const failures: ProviderFailure[] = [];
  let hang = false;
  let loseAnswer = false;
  let count = 0;
  const provider: MemoryProvider<M> = {
    displayName,
    accepted: [],
    deliveryStates: [],
    failNext: (...next) => failures.push(...next),
    hangNext: () => {
      hang = true;
    },
    loseAnswerNext: () => {
      loseAnswer = true;
    },
    verify: async () => undefined,
    async send(message: M): Promise<Accepted> {
      const failure = failures.shift();
      if (failure) throw failure;
      provider.accepted.push(message);
      count += 1;
      if (hang) {
        hang = false;
        return new Promise<Accepted>(() => undefined);
      }
      if (loseAnswer) {
        loseAnswer = false;
        throw unreachable('Could not reach the provider. Check the internet connection and try again.');
      }
      return { providerMessageId: `${displayName.toLowerCase()}-${count}` };
    },
  };
  if (options.lookup) {
    provider.lookup = async (message: M): Promise<LookupResult> => {
      const index = provider.accepted.findIndex((m) => m.idempotencyKey === message.idempotencyKey);
      return index < 0
        ? { found: false }
        : { found: true, providerMessageId: `${displayName.toLowerCase()}-${index + 1}` };
    };
  }
  if (options.deliveryState) {
    provider.deliveryState = async () => provider.deliveryStates.shift() ?? { state: 'sent', error: null };
  }
  return provider;
}

export const unreachable = (
  message = 'The provider is having trouble right now (error 503). Try again in a few minutes.',
) => new ProviderFailure('unreachable', message, 503);
export const rejected = (message: string) => new ProviderFailure('rejected', message, 400);

export interface MemorySenders extends SenderLookup {
  emails: MemoryProvider<OutgoingEmail>;
  texts: MemoryProvider<OutgoingSms>;
  pushes: MemoryProvider<OutgoingPush>;
  /** Channels that answer "not connected". */
  disconnected: Set<'email' | 'sms' | 'push'>;
}

export function memorySenders(options: { emailLookup?: boolean } = {}): MemorySenders {
  const emails = memoryProvider<OutgoingEmail>('Mail', { lookup: options.emailLookup ?? false });
  const texts = memoryProvider<OutgoingSms>('Texts', { lookup: true, deliveryState: true });
  const pushes = memoryProvider<OutgoingPush>('Push');
  const disconnected = new Set<'email' | 'sms' | 'push'>();
  return {
    emails,
    texts,
    pushes,
    disconnected,
    email: () =>
      disconnected.has('email')
        ? null
        : { adapter: emails, provider: 'smtp', fromEmail: 'hello@salon.test', fromName: 'Demo Salon', replyTo: null },
    sms: () => (disconnected.has('sms') ? null : { adapter: texts, provider: 'twilio' }),
    push: () => (disconnected.has('push') ? null : { adapter: pushes, provider: 'firebase' }),
  };
}
