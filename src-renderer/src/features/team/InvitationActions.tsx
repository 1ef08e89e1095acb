import { Button, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { TeamUser } from '../../../../server/contract/team';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { useNotify } from '../../components/toaster/useNotify';
import { formatDateTime } from '../../i18n/dates';
import { useSendInvitation } from './invitation-api';

/** Whether the member's link has run out (the server refuses it from then on). */
const expired = (invitation: NonNullable<TeamUser['invitation']>, now = Date.now()) =>
  Date.parse(invitation.expiresAt) <= now;

/** 'Invited' (until when, on hover) or 'Invitation expired', beside 'No sign-in'. */
export function InvitationTag({ member }: { member: TeamUser }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const { invitation } = member;
  if (!invitation) return null;
  if (expired(invitation)) {
    return (
      <Tag minimal intent={Intent.WARNING} className="team-invitation">
        {intl.formatMessage({ id: 'invitation.team.expired' })}
      </Tag>
    );
  }
  return (
    <Tag
      minimal
      icon="envelope"
      className="team-invitation"
      title={intl.formatMessage(
        { id: 'invitation.team.pendingTitle' },
        { date: formatDateTime(new Date(invitation.expiresAt), display) },
      )}
    >
      {intl.formatMessage({ id: 'invitation.team.pending' })}
    </Tag>
  );
}

interface InvitationActionsProps {
  member: TeamUser;
  name: string;
  /** The caller may not act on this member (contract/role-authority.ts): the server would refuse. */
  locked: boolean;
  busy: boolean;
}

/**
 * 'Send invitation', or 'Resend invitation' once one was sent, for a member who cannot sign in
 * yet: they get an email with a link to choose their own password; an earlier link stops working.
 */
export function InvitationActions({ member, name, locked, busy }: InvitationActionsProps) {
  const intl = useIntl();
  const notify = useNotify();
  const send = useSendInvitation();
  const again = member.invitation !== undefined;

  function onSend() {
    send.mutate(member.id, {
      onSuccess: (sent) => notify.success(intl.formatMessage({ id: 'invitation.toast.sent' }, { email: sent.email })),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'invitation.toast.failed' }), error),
    });
  }

  return (
    <Button
      variant="minimal"
      intent={Intent.PRIMARY}
      icon="envelope"
      text={intl.formatMessage({ id: again ? 'invitation.team.resend' : 'invitation.team.send' })}
      aria-label={intl.formatMessage({ id: again ? 'invitation.team.resendFor' : 'invitation.team.sendFor' }, { name })}
      title={locked ? intl.formatMessage({ id: 'team.locked' }) : undefined}
      disabled={busy || locked}
      loading={send.isPending}
      onClick={onSend}
    />
  );
}
