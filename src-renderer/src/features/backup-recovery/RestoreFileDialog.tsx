import { Button, Callout, Classes, Dialog, DialogBody, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_PASSPHRASE_LENGTH } from '../../../../server/contract/backups';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import { useRestoreFile } from './api';
import { readBackupFile, type ChosenFile } from './backup-file';
import { reloadSoon } from '../../app/reload-soon';

/** What the file picker offers: the files this page downloads (encrypted ones keep the .json name). */
const ACCEPT = '.json,application/json,application/octet-stream';

/**
 * Restore from a file: a backup downloaded before, read here as text (5 MB at most) and sent to the
 * server, which checks it (changed bytes, passphrase, another business, a newer app) and says what
 * is wrong in its own words, shown as they are. An encrypted file asks for its passphrase.
 */
export function RestoreFileDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const restore = useRestoreFile();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [done, setDone] = useState(false);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again after a refusal still fires a change.
    event.target.value = '';
    if (file === undefined) return;
    setPassphrase('');
    setChosen(await readBackupFile(file));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen?.kind !== 'ready' || restore.isPending || done) return;
    const body = chosen.encrypted && passphrase !== '' ? { file: chosen.text, passphrase } : { file: chosen.text };
    restore.mutate(body, {
      onSuccess: () => {
        setDone(true);
        notify.success(
          intl.formatMessage({ id: 'backups.toast.restored' }),
          intl.formatMessage({ id: 'backups.toast.restoredBody' }, { name: chosen.fileName }),
        );
        reloadSoon();
      },
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'backups.toast.restoreFailed' }),
          error,
          intl.formatMessage({ id: 'backups.toast.restoreFailedBody' }),
        ),
    });
  }

  const busy = restore.isPending || done;
  const problem =
    chosen?.kind === 'tooLarge'
      ? 'backups.file.tooLarge'
      : chosen?.kind === 'unreadable'
        ? 'backups.file.unreadable'
        : null;

  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
      title={intl.formatMessage({ id: 'backups.restoreFromFile' })}
      className="backups-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{intl.formatMessage({ id: 'backups.file.explain' })}</p>
          <Callout intent={Intent.WARNING} icon="warning-sign">
            {intl.formatMessage({ id: 'backups.restore.body' })}
          </Callout>
          <div className="backups-file-choice">
            <Button
              icon="document-open"
              text={intl.formatMessage({ id: 'backups.file.choose' })}
              disabled={busy}
              onClick={() => input.current?.click()}
            />
            <span className={Classes.TEXT_MUTED} role="status">
              {chosen === null
                ? intl.formatMessage({ id: 'backups.file.none' })
                : intl.formatMessage({ id: 'backups.file.chosen' }, { fileName: chosen.fileName })}
            </span>
            <input
              ref={input}
              id="backups-file-input"
              type="file"
              className="visually-hidden"
              accept={ACCEPT}
              tabIndex={-1}
              aria-label={intl.formatMessage({ id: 'backups.file.choose' })}
              disabled={busy}
              onChange={(event) => void onChoose(event)}
            />
          </div>
          {problem !== null && (
            <p className="backups-problem" role="alert">
              {intl.formatMessage({ id: problem })}
            </p>
          )}
          {chosen?.kind === 'ready' && chosen.encrypted && (
            <FormGroup
              label={intl.formatMessage({ id: 'backups.file.passphrase' })}
              labelFor="backups-file-passphrase"
              helperText={intl.formatMessage({ id: 'backups.file.encrypted' })}
            >
              <InputGroup
                id="backups-file-passphrase"
                type="password"
                autoComplete="off"
                maxLength={MAX_PASSPHRASE_LENGTH}
                value={passphrase}
                disabled={busy}
                onChange={(event) => setPassphrase(event.target.value)}
              />
            </FormGroup>
          )}
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'backups.file.submit' })}
          intent={Intent.DANGER}
          loading={busy}
          disabled={chosen?.kind !== 'ready' || (chosen.encrypted && passphrase === '')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
