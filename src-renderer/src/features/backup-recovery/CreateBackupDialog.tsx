import {
  Checkbox,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  Intent,
  ProgressBar,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { BACKUP_SECTIONS, DEFAULT_BACKUP_SECTIONS, type BackupSection } from '../../../../server/contract/backups';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import { useCreateBackup, useSetPassphrase } from './api';
import { EMPTY_PASSPHRASE, PassphraseFields, passphraseProblem, type PassphraseDraft } from './PassphraseFields';
import { useBackupProgress } from './progress';

/** How long the full bar stays before the dialog closes, so the person sees it reach 100. */
const DONE_PAUSE_MS = 400;
const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

interface CreateBackupDialogProps {
  /** Whether the backup passphrase is set; undefined while unknown (the server then decides). */
  passphraseSet: boolean | undefined;
  onClose: () => void;
}

/**
 * Create Backup (§2, §3, §4, §5): a name (required), a description, the sections (organization and
 * personal by default) and encryption (on by default). Encryption needs the business's backup
 * passphrase, so when none is set the dialog asks for it first. While the server makes the backup
 * the bar rises by 10 every 200 ms up to 90, then shows 100.
 */
export function CreateBackupDialog({ passphraseSet, onClose }: CreateBackupDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateBackup();
  const setPassphrase = useSetPassphrase();
  const progress = useBackupProgress();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [sections, setSections] = useState<readonly BackupSection[]>(DEFAULT_BACKUP_SECTIONS);
  const [encryption, setEncryption] = useState(true);
  const [passphrase, setPassphraseDraft] = useState<PassphraseDraft>(EMPTY_PASSPHRASE);
  const [tried, setTried] = useState(false);
  const [working, setWorking] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closing.current !== null) clearTimeout(closing.current);
    },
    [],
  );

  const asksPassphrase = encryption && passphraseSet === false;
  const nameMissing = name.trim() === '';
  const noSections = sections.length === 0;

  function toggle(section: BackupSection, on: boolean) {
    // Kept in the contract's order, so the request and the row list them the same way.
    setSections(BACKUP_SECTIONS.filter((each) => (each === section ? on : sections.includes(each))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    setTried(true);
    if (nameMissing) {
      notify.danger(
        intl.formatMessage({ id: 'backups.toast.nameRequired' }),
        intl.formatMessage({ id: 'backups.toast.nameRequiredBody' }),
      );
      return;
    }
    if (noSections || (asksPassphrase && passphraseProblem(passphrase) !== null)) return;

    setWorking(true);
    if (asksPassphrase) {
      try {
        await setPassphrase.mutateAsync(passphrase.passphrase);
      } catch (error) {
        setWorking(false);
        notify.failure(
          intl.formatMessage({ id: 'backups.passphrase.failed' }),
          error,
          intl.formatMessage({ id: 'backups.passphrase.failedBody' }),
        );
        return;
      }
    }
    progress.start();
    try {
      await create.mutateAsync({
        name: name.trim(),
        description: description.trim(),
        sections: [...sections],
        encryption,
      });
    } catch (error) {
      progress.reset();
      setWorking(false);
      notify.failure(
        intl.formatMessage({ id: 'backups.toast.createFailed' }),
        error,
        intl.formatMessage({ id: 'backups.toast.createFailedBody' }),
      );
      return;
    }
    progress.finish();
    notify.success(
      intl.formatMessage({ id: 'backups.toast.created' }),
      intl.formatMessage({ id: 'backups.toast.createdBody' }),
    );
    closing.current = setTimeout(onClose, DONE_PAUSE_MS);
  }

  const nameError = tried && nameMissing;
  return (
    <Dialog
      isOpen
      onClose={working ? undefined : onClose}
      canEscapeKeyClose={!working}
      canOutsideClickClose={!working}
      title={intl.formatMessage({ id: 'backups.create' })}
      className="backups-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'backups.createDialog.name' })}
            labelFor="backups-name"
            labelInfo="*"
            intent={nameError ? Intent.DANGER : Intent.NONE}
            helperText={nameError ? intl.formatMessage({ id: 'backups.toast.nameRequiredBody' }) : undefined}
          >
            <InputGroup
              id="backups-name"
              required
              autoFocus
              maxLength={NAME_MAX}
              placeholder={intl.formatMessage({ id: 'backups.createDialog.namePlaceholder' })}
              value={name}
              intent={nameError ? Intent.DANGER : Intent.NONE}
              disabled={working}
              onChange={(event) => setName(event.target.value)}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'backups.createDialog.description' })}
            labelFor="backups-description"
          >
            <TextArea
              id="backups-description"
              fill
              maxLength={DESCRIPTION_MAX}
              value={description}
              disabled={working}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormGroup>
          <fieldset className="backups-sections" aria-describedby={noSections ? 'backups-sections-none' : undefined}>
            <legend>{intl.formatMessage({ id: 'backups.createDialog.sections' })}</legend>
            {BACKUP_SECTIONS.map((section) => (
              <Checkbox
                key={section}
                checked={sections.includes(section)}
                disabled={working}
                label={intl.formatMessage({ id: 'backups.section' }, { section })}
                onChange={(event) => toggle(section, event.currentTarget.checked)}
              />
            ))}
            {noSections && (
              <p id="backups-sections-none" className="backups-problem" role="alert">
                {intl.formatMessage({ id: 'backups.createDialog.noSections' })}
              </p>
            )}
          </fieldset>
          <div className="settings-switch">
            <Switch
              role="switch"
              checked={encryption}
              disabled={working}
              label={intl.formatMessage({ id: 'backups.createDialog.encryption' })}
              aria-describedby="backups-encryption-help"
              onChange={(event) => setEncryption(event.currentTarget.checked)}
            />
            <p id="backups-encryption-help" className="settings-hint settings-switch-help">
              {intl.formatMessage({ id: 'backups.createDialog.encryptionHelp' })}
            </p>
          </div>
          {asksPassphrase && <PassphraseFields draft={passphrase} showProblems={tried} onChange={setPassphraseDraft} />}
          {progress.value > 0 && (
            <div className="backups-progress">
              <span id="backups-progress-label">{intl.formatMessage({ id: 'backups.createDialog.progress' })}</span>
              <ProgressBar
                value={progress.value / 100}
                intent={progress.value === 100 ? Intent.SUCCESS : Intent.PRIMARY}
                animate={progress.value < 100}
                stripes={progress.value < 100}
                aria-labelledby="backups-progress-label"
              />
            </div>
          )}
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'backups.create' })}
          loading={working}
          disabled={noSections}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
