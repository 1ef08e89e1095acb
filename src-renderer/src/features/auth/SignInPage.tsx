import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { errorToastText } from '../../api/error-text';
import { useSessionQuery, useSetupStatus, useSignIn } from '../../api/auth';
import { homePath, SETUP_PATH } from '../../app/routing/paths';
import type { LoginLocationState } from '../../app/session/SessionEndedRedirect';
import { FullPageLoading } from '../../components/FullPageLoading';
import { AuthLayout } from './AuthLayout';

const TWO_FACTOR_CODES = new Set(['TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID']);
const CODE_LENGTH = 6;
/** A recovery code such as 'k7m2p-x9q4t': ten letters and digits; case, spaces and dashes do not matter. */
const isRecoveryCode = (text: string) => /^[a-z0-9]{10}$/i.test(text.replace(/[\s-]/g, ''));

/**
 * Email and password, then a code step when the account has two-factor on. Failures show the
 * server's words: 'Invalid email or password', the lock-out with how long it lasts, 'Invalid code'.
 */
export function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const setup = useSetupStatus();
  const session = useSessionQuery();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sessionEnded = (location.state as LoginLocationState | null)?.sessionEnded === true;

  if (setup.isPending || session.isPending) return <FullPageLoading />;
  if (setup.data?.needsSetup) return <Navigate to={SETUP_PATH} replace />;
  if (session.data && !signIn.isPending) return <Navigate to={homePath(session.data.organization.slug)} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    signIn.mutate(
      { email: email.trim(), password, ...(needsCode ? { code: code.trim() } : {}) },
      {
        onSuccess: (me) => void navigate(homePath(me.organization.slug), { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.code !== undefined && TWO_FACTOR_CODES.has(error.code)) {
            // The first answer only asks for the code; after that, a refusal is a wrong code.
            const firstAsk = error.code === 'TWO_FACTOR_REQUIRED' && !needsCode;
            setNeedsCode(true);
            if (!firstAsk) setFailure(error.message);
            return;
          }
          setFailure(
            errorToastText(error, {
              fallback: intl.formatMessage({ id: 'toast.fallback' }),
              network: intl.formatMessage({ id: 'toast.network' }),
            }),
          );
        },
      },
    );
  }

  function startOver() {
    setNeedsCode(false);
    setRecovery(false);
    setCode('');
    setPassword('');
    setFailure(null);
  }

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'signIn.title' })}
      subtitle={intl.formatMessage({ id: 'signIn.subtitle' })}
    >
      {sessionEnded && failure === null && (
        <Callout intent={Intent.WARNING} className="auth-callout" role="status">
          {intl.formatMessage({ id: 'session.ended' })}
        </Callout>
      )}
      {failure !== null && (
        <Callout
          intent={Intent.DANGER}
          className="auth-callout"
          role="alert"
          title={intl.formatMessage({ id: 'signIn.failed' })}
        >
          {failure}
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormGroup label={intl.formatMessage({ id: 'signIn.email' })} labelFor="signin-email">
          <InputGroup
            id="signin-email"
            type="email"
            autoComplete="username"
            size="large"
            value={email}
            readOnly={needsCode}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
          />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'signIn.password' })} labelFor="signin-password">
          <InputGroup
            id="signin-password"
            type="password"
            autoComplete="current-password"
            size="large"
            value={password}
            readOnly={needsCode}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </FormGroup>
        {needsCode && !recovery && (
          <FormGroup
            label={intl.formatMessage({ id: 'signIn.code' })}
            labelFor="signin-code"
            helperText={intl.formatMessage({ id: 'signIn.codeHelp' })}
          >
            <InputGroup
              id="signin-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              size="large"
              maxLength={CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              autoFocus
              required
            />
          </FormGroup>
        )}
        {/* Instead of the app's code, one of the recovery codes shown when two-factor was turned on. */}
        {needsCode && recovery && (
          <FormGroup
            label={intl.formatMessage({ id: 'signIn.recoveryCode' })}
            labelFor="signin-recovery-code"
            helperText={intl.formatMessage({ id: 'signIn.recoveryCodeHelp' })}
          >
            <InputGroup
              id="signin-recovery-code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              size="large"
              maxLength={20}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              required
            />
          </FormGroup>
        )}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={signIn.isPending}
          disabled={
            email.trim() === '' ||
            password === '' ||
            (needsCode && (recovery ? !isRecoveryCode(code) : code.trim().length !== CODE_LENGTH))
          }
          text={intl.formatMessage({ id: 'signIn.submit' })}
        />
        {needsCode && (
          <Button
            className="auth-secondary"
            variant="minimal"
            fill
            text={intl.formatMessage({ id: recovery ? 'signIn.useAuthenticatorCode' : 'signIn.useRecoveryCode' })}
            onClick={() => {
              setRecovery((current) => !current);
              setCode('');
              setFailure(null);
            }}
          />
        )}
        {needsCode && (
          <Button
            className="auth-secondary"
            variant="minimal"
            fill
            text={intl.formatMessage({ id: 'signIn.otherAccount' })}
            onClick={startOver}
          />
        )}
      </form>
    </AuthLayout>
  );
}
