import { Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { MIN_PASSPHRASE_LENGTH } from '../../../../server/contract/backups';

export interface PassphraseDraft {
  passphrase: string;
  repeat: string;
}

export const EMPTY_PASSPHRASE: PassphraseDraft = { passphrase: '', repeat: '' };

/** What is wrong with the two fields, or null when the passphrase can be set. */
export function passphraseProblem(draft: PassphraseDraft): 'tooShort' | 'mismatch' | null {
  if (draft.passphrase.length < MIN_PASSPHRASE_LENGTH) return 'tooShort';
  if (draft.passphrase !== draft.repeat) return 'mismatch';
  return null;
}

interface PassphraseFieldsProps {
  draft: PassphraseDraft;
  /** Problems are shown once the person tried to submit, not while they type. */
  showProblems: boolean;
  onChange: (draft: PassphraseDraft) => void;
}

/**
 * The backup passphrase, offered before the first encrypted backup (the server refuses one without
 * it): typed twice, at least 12 characters, with why it matters. It is set once for the business;
 * every later encrypted backup uses it.
 */
export function PassphraseFields({ draft, showProblems, onChange }: PassphraseFieldsProps) {
  const intl = useIntl();
  const problem = showProblems ? passphraseProblem(draft) : null;
  const tooShort = intl.formatMessage({ id: 'backups.passphrase.tooShort' }, { min: MIN_PASSPHRASE_LENGTH });
  return (
    <Callout intent={Intent.PRIMARY} icon="key" title={intl.formatMessage({ id: 'backups.passphrase.title' })}>
      <p>{intl.formatMessage({ id: 'backups.passphrase.explain' })}</p>
      <FormGroup
        label={intl.formatMessage({ id: 'backups.passphrase.field' })}
        labelFor="backups-passphrase"
        helperText={problem === 'tooShort' ? tooShort : undefined}
        intent={problem === 'tooShort' ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="backups-passphrase"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSPHRASE_LENGTH}
          value={draft.passphrase}
          intent={problem === 'tooShort' ? Intent.DANGER : Intent.NONE}
          onChange={(event) => onChange({ ...draft, passphrase: event.target.value })}
        />
      </FormGroup>
      <FormGroup
        label={intl.formatMessage({ id: 'backups.passphrase.repeat' })}
        labelFor="backups-passphrase-repeat"
        helperText={problem === 'mismatch' ? intl.formatMessage({ id: 'backups.passphrase.mismatch' }) : undefined}
        intent={problem === 'mismatch' ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="backups-passphrase-repeat"
          type="password"
          autoComplete="new-password"
          value={draft.repeat}
          intent={problem === 'mismatch' ? Intent.DANGER : Intent.NONE}
          onChange={(event) => onChange({ ...draft, repeat: event.target.value })}
        />
      </FormGroup>
    </Callout>
  );
}
