import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { PasswordRulesList } from '../../features/account/security/PasswordRulesList';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { unmetPasswordRules } from '../../../../server/contract/password-rules';
import type { InvitationInfo } from '../../../../server/contract/invitations';
import { errorToastText } from '../../api/error-text';
import { FullPageLoading } from '../../components/FullPageLoading';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { homePath, LOGIN_PATH } from '../routing/paths';
import { useAcceptInvitation, useInvitation } from './invitation-api';

/** The link's expiry in the reader's own time zone: they are not signed in, so have no preferences yet. */
const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/**
 * /invite/:token, outside the signed-in app: the page a team invitation's email links to. The
 * person sees whom they are joining, chooses a password and is signed in; a link that is used,
 * replaced or expired shows the server's sentence and the way to sign in.
 */
export function InvitationPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const texts = {
    fallback: intl.formatMessage({ id: 'toast.fallback' }),
    network: intl.formatMessage({ id: 'toast.network' }),
  };

  if (invitation.isPending) return <FullPageLoading />;
  if (invitation.isError) {
    return (
      <AuthLayout
        title={intl.formatMessage({ id: 'invitation.page.unusableTitle' })}
        subtitle={intl.formatMessage({ id: 'invitation.page.unusableSubtitle' })}
      >
        <Callout intent={Intent.WARNING} className="auth-callout" role="alert">
          {errorToastText(invitation.error, texts)}
        </Callout>
        <Link to={LOGIN_PATH} className="auth-secondary">
          {intl.formatMessage({ id: 'invitation.page.toSignIn' })}
        </Link>
      </AuthLayout>
    );
  }
  return <ChoosePassword token={token} invitation={invitation.data} />;
}

function ChoosePassword({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const mismatch = confirm !== '' && confirm !== password;
  // The organization's rules, checked as the server will (contract/password-rules.ts).
  const complete = unmetPasswordRules(invitation.passwordRules, password).length === 0 && confirm === password;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || accept.isPending) return;
    setFailure(null);
    accept.mutate(password, {
      onSuccess: (me) => void navigate(homePath(me.organization.slug), { replace: true }),
      onError: (error) =>
        setFailure(
          errorToastText(error, {
            fallback: intl.formatMessage({ id: 'toast.fallback' }),
            network: intl.formatMessage({ id: 'toast.network' }),
          }),
        ),
    });
  }

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'invitation.page.title' }, { organizationName: invitation.organizationName })}
      subtitle={intl.formatMessage({ id: 'invitation.page.subtitle' }, { invitedBy: invitation.invitedBy })}
    >
      {failure !== null && (
        <Callout
          intent={Intent.DANGER}
          className="auth-callout"
          role="alert"
          title={intl.formatMessage({ id: 'invitation.page.failed' })}
        >
          {failure} <Link to={LOGIN_PATH}>{intl.formatMessage({ id: 'invitation.page.toSignIn' })}</Link>
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormGroup label={intl.formatMessage({ id: 'invitation.page.email' })} labelFor="invitation-email">
          {/* Read-only, and named "username", so a password manager files the new password under it. */}
          <InputGroup
            id="invitation-email"
            type="email"
            autoComplete="username"
            size="large"
            value={invitation.email}
            readOnly
          />
        </FormGroup>
        <FormGroup
          label={intl.formatMessage({ id: 'invitation.page.password' })}
          labelFor="invitation-password"
          helperText={<PasswordRulesList rules={invitation.passwordRules} password={password} />}
        >
          <InputGroup
            id="invitation-password"
            type="password"
            autoComplete="new-password"
            size="large"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            autoFocus
          />
        </FormGroup>
        <FormGroup
          label={intl.formatMessage({ id: 'invitation.page.confirm' })}
          labelFor="invitation-confirm"
          intent={mismatch ? Intent.DANGER : Intent.NONE}
          helperText={mismatch ? intl.formatMessage({ id: 'invitation.page.mismatch' }) : undefined}
        >
          <InputGroup
            id="invitation-confirm"
            type="password"
            autoComplete="new-password"
            size="large"
            value={confirm}
            intent={mismatch ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setConfirm(event.target.value)}
            required
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={accept.isPending}
          disabled={!complete}
          text={intl.formatMessage({ id: 'invitation.page.submit' })}
        />
        <p className="settings-hint">
          {intl.formatMessage(
            { id: 'invitation.page.expires' },
            {
              date: intl.formatDate(new Date(invitation.expiresAt), {
                ...EXPIRY_FORMAT,
                timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              }),
            },
          )}
        </p>
      </form>
    </AuthLayout>
  );
}
