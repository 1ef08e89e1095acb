import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SubmitFooter } from '../../../components/form/SubmitFooter';
import type { TwoFactorSetup } from '../../../../../server/contract/account';
import { useVerifyTwoFactor } from '../../../api/account';
import { useSession } from '../../../app/session/SessionContext';
import { useNotify } from '../../../components/toaster/useNotify';

const CODE_LENGTH = 6;

interface EnableTwoFactorDialogProps {
  /** The generated secret; the dialog is open while there is one. */
  setup: TwoFactorSetup | null;
  onClose: () => void;
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-factor on: scan the QR code or type the key, prove it with a code (exactly 6 digits,
 * part 1 §5), then the ten recovery codes, shown this once with copy and download.
 */
export function EnableTwoFactorDialog({ setup, onClose }: EnableTwoFactorDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { user, organization } = useSession();
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  function close() {
    setCode('');
    setRecoveryCodes(null);
    verify.reset();
    onClose();
  }

  function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    verify.mutate(code, {
      onSuccess: (enabled) => {
        setRecoveryCodes(enabled.recoveryCodes);
        notify.success(intl.formatMessage({ id: 'security.toast.enabled' }));
      },
      onError: (error) => {
        setCode('');
        notify.failure(
          intl.formatMessage({ id: 'security.toast.invalidCode' }),
          error,
          intl.formatMessage({ id: 'security.toast.invalidCodeBody' }),
        );
      },
    });
  }

  const codesText = () =>
    [
      intl.formatMessage(
        { id: 'security.recovery.fileHeader' },
        { email: user.email, organization: organization.name },
      ),
      '',
      ...(recoveryCodes ?? []),
      '',
    ].join('\n');

  function copyCodes() {
    navigator.clipboard.writeText(codesText()).then(
      () => notify.success(intl.formatMessage({ id: 'security.recovery.copied' })),
      () =>
        notify.danger(
          intl.formatMessage({ id: 'security.recovery.copyFailed' }),
          intl.formatMessage({ id: 'security.recovery.copyFailedBody' }),
        ),
    );
  }

  function downloadCodes() {
    const url = URL.createObjectURL(new Blob([codesText()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${organization.slug}.txt`;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const showingCodes = recoveryCodes !== null;
  return (
    <Dialog
      isOpen={setup !== null}
      onClose={close}
      title={intl.formatMessage({ id: showingCodes ? 'security.recovery.title' : 'security.twoFactor.dialogTitle' })}
      icon="shield"
      className="two-factor-dialog"
      // The codes are shown once: only Done closes that step, never a stray click or Escape.
      canEscapeKeyClose={!showingCodes}
      canOutsideClickClose={!showingCodes}
      isCloseButtonShown={!showingCodes}
    >
      {setup !== null && !showingCodes && (
        <form onSubmit={onVerify} noValidate>
          <DialogBody>
            <p>{intl.formatMessage({ id: 'security.twoFactor.scan' })}</p>
            <div className="two-factor-qr">
              <img
                src={setup.qrCode}
                width={200}
                height={200}
                alt={intl.formatMessage({ id: 'security.twoFactor.qrAlt' })}
              />
            </div>
            <p className="settings-hint">{intl.formatMessage({ id: 'security.twoFactor.manual' })}</p>
            <dl className="two-factor-key">
              <dt>{intl.formatMessage({ id: 'security.twoFactor.secretLabel' })}</dt>
              <dd>
                <code className="two-factor-secret">{grouped(setup.secret)}</code>
              </dd>
            </dl>
            <FormGroup
              label={intl.formatMessage({ id: 'security.twoFactor.code' })}
              labelFor="two-factor-code"
              helperText={intl.formatMessage({ id: 'security.twoFactor.codeHelp' })}
            >
              <InputGroup
                id="two-factor-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_LENGTH}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                autoFocus
              />
            </FormGroup>
          </DialogBody>
          <SubmitFooter
            submitText={intl.formatMessage({ id: 'security.twoFactor.verify' })}
            onCancel={close}
            loading={verify.isPending}
            disabled={code.length !== CODE_LENGTH}
          />
        </form>
      )}
      {showingCodes && (
        <>
          <DialogBody>
            <Callout intent={Intent.WARNING} icon="warning-sign">
              {intl.formatMessage({ id: 'security.recovery.body' })}
            </Callout>
            <ol className="recovery-codes" aria-label={intl.formatMessage({ id: 'security.recovery.listLabel' })}>
              {recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>
                  <code>{recoveryCode}</code>
                </li>
              ))}
            </ol>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button
                  icon="clipboard"
                  text={intl.formatMessage({ id: 'security.recovery.copy' })}
                  onClick={copyCodes}
                />
                <Button
                  icon="download"
                  text={intl.formatMessage({ id: 'security.recovery.download' })}
                  onClick={downloadCodes}
                />
                <Button
                  intent={Intent.PRIMARY}
                  text={intl.formatMessage({ id: 'security.recovery.done' })}
                  onClick={close}
                />
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
