import { Callout, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorToastText } from '../../api/error-text';
import { ConflictNotice } from './ConflictNotice';
import type { LabelOf } from './form-errors';
import { saveFailure } from './save-outcome';

interface RecordDialogOptions {
  /** Names a refused field by its label ('Service name'), as the form shows it. */
  labelOf: LabelOf;
  /** The dialog's own sentence when the server gives none ('Failed to save treatment'). */
  fallback: string;
  /** Reads the record again after a 412 (the list query the dialog's record comes from). */
  refetch: () => Promise<{ isError: boolean }>;
  /** Drops this dialog's edits when the user chooses their version over the latest one. */
  discard: () => void;
  /** Class of the red banner, for the page's layout and its page model. */
  bannerClassName: string;
}

/**
 * The refusals of a dialog that saves one versioned record (a service, a location): the red banner
 * with the server's sentence (or the dialog's own), and after a 412 the conflict notice, whose
 * "load latest" keeps the edits and "discard" drops them. One way for every record dialog.
 */
export function useRecordDialog({ labelOf, fallback, refetch, discard, bannerClassName }: RecordDialogOptions) {
  const intl = useIntl();
  const [banner, setBanner] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  /** A refused save: null after a 412 (the notice says it), else what the banner now shows. */
  function refused(error: unknown): { text: string; shown: unknown } | null {
    const failure = saveFailure(intl, error, labelOf);
    if (failure.conflict) {
      // The notice says what happened and what to do; a toast would repeat it.
      setConflict(true);
      setBanner(null);
      return null;
    }
    const text = errorToastText(failure.shown, { fallback, network: intl.formatMessage({ id: 'toast.network' }) });
    setBanner(text);
    return { text, shown: failure.shown };
  }

  function reload(dropEdits: boolean) {
    if (dropEdits) discard();
    setReloading(true);
    void refetch().then((result) => {
      setReloading(false);
      if (!result.isError) setConflict(false);
    });
  }

  const notices: ReactNode = (
    <>
      {conflict && (
        <ConflictNotice reloading={reloading} onLoadLatest={() => reload(false)} onDiscard={() => reload(true)} />
      )}
      {banner !== null && (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className={bannerClassName}>
          {banner}
        </Callout>
      )}
    </>
  );

  return { conflict, setBanner, refused, notices };
}
