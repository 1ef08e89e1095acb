import { INVITATION_DAYS } from '../../contract/invitations';
import type { Tx } from '../../db/client';
import { newId } from '../../ids';
import { enqueue } from '../../notifications/outbox';
import { hashToken, newToken } from '../../security/tokens';
import { renderTemplate } from '../../templates/render';
import type { RequestContext } from '../../types';
import { insertInvitation, revokeOpenInvitations } from './invitation-repository';
import type { UserRow } from './repository';

/*
 * Sending a team invitation lives in the team module, beside adding the member it is sent with:
 * the public pages that use a link (modules/invitations) build on the team and the sign-in
 * modules, so the team cannot import them back (modules/module-imports.test.ts).
 */

/** What was sent: the link itself (`token`) goes only into the email, never into an answer or the log. */
export interface SentInvitation {
  id: string;
  expiresAt: string;
  /** The email's entry in the notification log. */
  logId: string;
}

export interface InvitationTarget {
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;
  /** Where the link points: `{baseUrl}/invite/{token}` (config.publicUrl or the app's own address). */
  baseUrl: string;
  /** The organization's time zone, to say in the email until when the link works. */
  timeZone: string;
}

/** The link's expiry as the email says it: 'May 12, 2026 at 3:04 PM' in the organization's time zone. */
function expiryText(expiresAt: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(expiresAt);
  } catch {
    // A time zone the runtime does not know: the date in UTC is still right, and says so.
    return `${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(expiresAt)} UTC`;
  }
}

/**
 * Inside the caller's transaction (adding the member, or sending again): earlier links of the
 * member stop working, a new one is stored as the SHA-256 of a 256-bit random token, and its email
 * is queued in the outbox under a key of its own, so the member, the link and the email exist
 * together or not at all. The caller wakes the worker after the commit.
 */
export function sendInvitation(tx: Tx, ctx: RequestContext, target: InvitationTarget, at: Date): SentInvitation {
  const { user } = target;
  const id = newId();
  const token = newToken();
  const expires = new Date(at.getTime() + INVITATION_DAYS * 86_400_000);
  const stamp = at.toISOString();
  revokeOpenInvitations(tx, ctx.organizationId, user.id, at);
  insertInvitation(tx, {
    id,
    organizationId: ctx.organizationId,
    userId: user.id,
    tokenHash: hashToken(token),
    invitedBy: ctx.user.id,
    expiresAt: expires.toISOString(),
    createdAt: stamp,
    updatedAt: stamp,
  });
  const email = renderTemplate(tx, ctx.organizationId, 'team_invitation', 'email', {
    firstName: user.firstName,
    organizationName: ctx.organization.name,
    businessName: ctx.organization.name,
    invitedBy: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
    inviteUrl: `${target.baseUrl}/invite/${token}`,
    expiresAt: expiryText(expires, target.timeZone),
  });
  // An invitation cannot be switched off (templates/catalog.ts): the email always exists.
  if (!email) throw new Error('The team invitation template is switched off');
  const queued = enqueue(
    tx,
    {
      organizationId: ctx.organizationId,
      idempotencyKey: `invitation:${id}`,
      channel: 'email',
      event: 'teamInvitation',
      recipient: user.email,
      recipientName: `${user.firstName} ${user.lastName}`.trim(),
      recipientKind: 'staff',
      userId: user.id,
      subject: email.subject,
      content: email.text,
      html: email.html,
      templateName: email.templateName,
      templateSubtype: email.templateSubtype,
      metadata: { invitationId: id },
    },
    at,
  );
  return { id, expiresAt: expires.toISOString(), logId: queued.id };
}
