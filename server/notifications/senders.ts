import type { Db } from '../db/client';
import type { EmailAdapter, PushAdapter, SmsAdapter } from '../integrations/notifications/types';
import type { AppDeps } from '../types';
import { emailSender, pushSender, smsSender } from './connections';

/**
 * How the engine finds the organization's provider per channel. The real one reads the stored
 * connections (connections.ts); tests give in-memory adapters instead (the worker's `senders`
 * option, or useSenders for deliverNow).
 */
export interface EmailSenderLike {
  adapter: EmailAdapter;
  provider: string;
  fromEmail: string;
  fromName: string;
  replyTo: string | null;
}
export interface SmsSenderLike {
  adapter: SmsAdapter;
  provider: string;
}
export interface PushSenderLike {
  adapter: PushAdapter;
  provider: string;
}

export interface SenderLookup {
  email(deps: AppDeps, organizationId: string): EmailSenderLike | null;
  sms(deps: AppDeps, organizationId: string): SmsSenderLike | null;
  push(deps: AppDeps, organizationId: string): PushSenderLike | null;
}

export const connectedSenders: SenderLookup = { email: emailSender, sms: smsSender, push: pushSender };

// One lookup per database: the worker and deliverNow of one app send through the same providers.
const chosen = new WeakMap<Db, SenderLookup>();

/** Sends this app's messages through `senders` (tests); without it, through the stored connections. */
export function useSenders(deps: Pick<AppDeps, 'db'>, senders: SenderLookup | undefined): void {
  if (senders) chosen.set(deps.db, senders);
  else chosen.delete(deps.db);
}

export function sendersFor(deps: Pick<AppDeps, 'db'>): SenderLookup {
  return chosen.get(deps.db) ?? connectedSenders;
}
