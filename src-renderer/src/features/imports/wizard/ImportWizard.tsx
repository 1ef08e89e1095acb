import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_CHUNK_ROWS,
  type ImportEntity,
} from '../../../../../server/contract/imports/api';
import { fieldLabel, IMPORT_FIELDS, missingRequiredMappings } from '../../../../../server/contract/imports/entities';
import { suggestMapping } from '../../../../../server/contract/imports/platforms';
import { sampleCsv } from '../../../../../server/contract/imports/sample';
import { isApiError } from '../../../api/api-error';
import { errorToastText } from '../../../api/error-text';
import { useNotify } from '../../../components/toaster/useNotify';
import { sendImportChunk, useRefreshAfterImport } from '../api';
import { useFieldLabel } from '../field-labels';
import { createImportWorker } from '../parsing/worker-client';
import { CSV_FILTER, csvFile, saveFile } from '../save-file';
import { BODY_WRAPPER_BYTES } from './chunks';
import { CompleteStep } from './CompleteStep';
import { failuresCsv } from './failures-csv';
import { ImportingStep } from './ImportingStep';
import { MappingStep } from './MappingStep';
import { PlatformStep } from './PlatformStep';
import { PreviewStep } from './PreviewStep';
import { runImport, type ImportOutcome, type ImportProgress } from './run-import';
import { StepIndicator } from './StepIndicator';
import { succeeded, type RowFailure } from './tally';
import { UploadStep } from './UploadStep';
import { backOf, canContinue, initialState, wizardReducer } from './wizard-state';
import '../icons';
import '../imports.css';

type ImportWorker = ReturnType<typeof createImportWorker>;

/** A refused file as the import library reports it: the toast's title and message. */
function fileRefusal(error: unknown): { title: string; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { title, message } = error as { title?: unknown; message?: unknown };
  return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
}

/**
 * A missing field as the person reads it. The library names what is missing by its English label
 * (and staff's name rule as one phrase); the screen says it in the person's language.
 */
function missingLabel(
  entity: ImportEntity,
  label: string,
  labelOf: (field: { key: string; label: string }) => string,
  intl: IntlShape,
): string {
  const field = IMPORT_FIELDS[entity].find((candidate) => candidate.label === label);
  if (field !== undefined) return labelOf(field);
  if (entity === 'staff' && label.startsWith(fieldLabel('staff', 'fullName'))) {
    return intl.formatMessage({ id: 'imports.mapping.staffName' });
  }
  return label;
}

/** A call refused for its own rows (bad body, too large): the next chunks may still go in. */
const chunkOnlyFailure = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 413);

interface ImportWizardProps {
  entity: ImportEntity;
  /** From the hub: a complete success closes the dialog with its toast (§2). */
  closeOnSuccess?: boolean;
  /** Closing or Done: the owner unmounts the wizard, which resets it to the platform step (§4). */
  onClose: () => void;
}

/**
 * The import wizard of spec part 3 (§2, §4, §5, §8), one for clients, treatments, staff and
 * products: platform → upload → mapping → preview → importing → complete. The file is read and
 * the rows are built in a Web Worker; the rows go to the server in chunks, one after the other.
 */
export function ImportWizard({ entity, closeOnSuccess = false, onClose }: ImportWizardProps) {
  const intl = useIntl();
  const notify = useNotify();
  const labelOf = useFieldLabel();
  const refresh = useRefreshAfterImport();
  const [state, dispatch] = useReducer(wizardReducer, entity, initialState);
  const [reading, setReading] = useState<string | null>(null);
  const [buildError, setBuildError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const worker = useRef<ImportWorker | null>(null);
  const stop = useRef(false);
  /** Set once the wizard is gone: a file still being read then says nothing. */
  const closed = useRef(false);

  const workerOf = () => {
    worker.current ??= createImportWorker();
    return worker.current;
  };

  // Leaving (the dialog closed, the page left) ends the worker and stops an import before its next chunk.
  useEffect(() => {
    // Mounted again (React's development double mount): open for business once more.
    closed.current = false;
    return () => {
      closed.current = true;
      stop.current = true;
      worker.current?.dispose();
      worker.current = null;
    };
  }, []);

  // The preview builds its rows from the mapping each time it is shown.
  const { step, platform, mapping, dateOrder } = state;
  useEffect(() => {
    if (step !== 'preview' || platform === null) return;
    let current = true;
    workerOf()
      .build(entity, platform, mapping, { dateOrder })
      .then(
        (built) => current && dispatch({ type: 'built', built }),
        (error: unknown) =>
          current &&
          setBuildError(fileRefusal(error)?.message ?? intl.formatMessage({ id: 'imports.preview.buildFailed' })),
      );
    return () => {
      current = false;
    };
  }, [step, platform, mapping, dateOrder, entity, intl]);

  const missing = state.step === 'mapping' ? missingRequiredMappings(entity, state.mapping) : [];
  const missingText =
    missing.length === 0
      ? null
      : intl.formatMessage(
          { id: 'imports.mapping.missing' },
          { list: intl.formatList(missing.map((label) => missingLabel(entity, label, labelOf, intl))) },
        );

  async function readFile(file: File) {
    if (state.platform === null || reading !== null) return;
    setReading(file.name);
    try {
      const summary = await workerOf().parse(file);
      if (closed.current) return;
      dispatch({ type: 'fileLoaded', file: summary, mapping: suggestMapping(entity, state.platform, summary.headers) });
      notify.success(
        intl.formatMessage({ id: 'imports.toast.fileUploaded' }),
        intl.formatMessage({ id: 'imports.toast.fileLoaded' }, { count: summary.totalRows }),
      );
    } catch (error) {
      if (closed.current) return;
      const refusal = fileRefusal(error);
      notify.danger(
        refusal?.title ?? intl.formatMessage({ id: 'imports.toast.invalidFile' }),
        refusal?.message ?? intl.formatMessage({ id: 'imports.toast.unreadable' }),
      );
    } finally {
      setReading(null);
    }
  }

  async function save(fileName: string, text: string, toastTitle?: string) {
    try {
      const saved = await saveFile(csvFile(fileName, text), CSV_FILTER);
      if (saved.kind !== 'cancelled' && toastTitle !== undefined) {
        notify.success(toastTitle, saved.kind === 'saved' ? saved.path : saved.fileName);
      }
    } catch (error) {
      notify.failure(intl.formatMessage({ id: 'imports.export.failed' }), error);
    }
  }

  function downloadTemplate() {
    void save(
      `${entity}-import-template.csv`,
      sampleCsv(entity),
      intl.formatMessage({ id: 'imports.toast.templateDownloaded' }),
    );
  }

  function downloadFailures(failures: readonly RowFailure[]) {
    const headers = [
      intl.formatMessage({ id: 'imports.complete.row' }),
      intl.formatMessage({ id: 'imports.complete.problem' }),
    ] as const;
    void save(`${entity}-import-problems.csv`, failuresCsv(failures, headers));
  }

  /** The toasts of §8, once the last chunk is answered. Returns whether the dialog closes. */
  function announce(outcome: ImportOutcome): boolean {
    const { tally, cancelled, notSent, callFailure } = outcome;
    const done = succeeded(tally);
    const failed = tally.failed + notSent;
    const body = (count: number, failedCount: number) =>
      intl.formatMessage({ id: 'imports.toast.importedBody' }, { entity, count, failed: failedCount });
    if (cancelled) {
      notify.warning(
        intl.formatMessage({ id: 'imports.toast.cancelled' }),
        intl.formatMessage({ id: 'imports.toast.cancelledBody' }, { count: done }),
      );
      return false;
    }
    if (done === 0 && failed > 0) {
      notify.danger(intl.formatMessage({ id: 'imports.toast.failed' }), callFailure?.message ?? body(0, failed));
      return false;
    }
    if (failed === 0 && tally.skipped === 0) {
      notify.success(intl.formatMessage({ id: 'imports.toast.success' }), body(done, 0));
      return closeOnSuccess;
    }
    notify.warning(intl.formatMessage({ id: 'imports.toast.complete' }), body(done, failed));
    return false;
  }

  async function startImport() {
    const { built } = state;
    if (built === null || built.rows.length === 0) return;
    stop.current = false;
    setCancelling(false);
    setProgress(null);
    dispatch({ type: 'startImport' });
    const failedText = intl.formatMessage({ id: 'imports.toast.failedBody' }, { entity });
    const outcome = await runImport({
      built,
      send: (rows) => sendImportChunk(entity, rows, state.duplicates),
      maxRows: IMPORT_CHUNK_ROWS,
      maxBytes: IMPORT_BODY_LIMIT_BYTES - BODY_WRAPPER_BYTES,
      shouldStop: () => stop.current,
      onProgress: setProgress,
      failureText: (error) =>
        errorToastText(error, { fallback: failedText, network: intl.formatMessage({ id: 'toast.network' }) }),
      continuesAfter: chunkOnlyFailure,
    });
    void refresh(entity);
    if (announce(outcome)) onClose();
    else dispatch({ type: 'finished', outcome });
  }

  const busy = state.step === 'importing';
  const title = intl.formatMessage({ id: 'imports.wizard.title' }, { entity });
  const back = backOf(state.step);

  const next = (text: string) => ({
    text,
    onClick: () => {
      // The preview shows the outcome of its own build, not a failure from an earlier one.
      setBuildError(null);
      dispatch({ type: 'continue' });
    },
    disabled: !canContinue(state),
  });
  let content;
  let primary: { text: string; onClick: () => void; disabled: boolean } | null = null;
  switch (state.step) {
    case 'platform':
      content = (
        <PlatformStep
          entity={entity}
          platform={state.platform}
          onChoose={(chosen) => dispatch({ type: 'choosePlatform', platform: chosen })}
        />
      );
      primary = next(intl.formatMessage({ id: 'imports.wizard.continue' }));
      break;
    case 'upload':
      content = (
        <UploadStep
          reading={reading}
          loaded={state.file}
          onFile={(file) => void readFile(file)}
          onTemplate={downloadTemplate}
        />
      );
      // Back from the mapping: the file read before goes on as it is, or another replaces it.
      primary = {
        ...next(intl.formatMessage({ id: 'imports.wizard.continue' })),
        disabled: !canContinue(state) || reading !== null,
      };
      break;
    case 'mapping':
      content = state.file && (
        <MappingStep
          entity={entity}
          file={state.file}
          mapping={state.mapping}
          missingText={missingText}
          platform={state.platform ?? 'generic'}
          duplicates={state.duplicates}
          dateOrder={state.dateOrder}
          onMap={(column, field) => dispatch({ type: 'mapColumn', column, field })}
          onDuplicates={(duplicates) => dispatch({ type: 'setDuplicates', duplicates })}
          onDateOrder={(order) => dispatch({ type: 'setDateOrder', dateOrder: order })}
        />
      );
      primary = next(intl.formatMessage({ id: 'imports.mapping.continue' }));
      break;
    case 'preview':
      content = <PreviewStep entity={entity} mapping={state.mapping} built={state.built} buildError={buildError} />;
      primary = {
        text: intl.formatMessage({ id: 'imports.preview.import' }, { count: state.built?.rows.length ?? 0 }),
        onClick: () => void startImport(),
        disabled: state.built === null || state.built.rows.length === 0,
      };
      break;
    case 'importing':
      content = <ImportingStep progress={progress} cancelling={cancelling} />;
      break;
    case 'complete':
      content = state.outcome && (
        <CompleteStep entity={entity} outcome={state.outcome} onDownloadFailures={downloadFailures} />
      );
      primary = { text: intl.formatMessage({ id: 'imports.wizard.done' }), onClick: onClose, disabled: false };
      break;
  }

  return (
    <Dialog
      isOpen
      title={title}
      icon="import"
      className="imports-wizard"
      onClose={busy ? undefined : onClose}
      isCloseButtonShown={!busy}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <StepIndicator step={state.step} />
        {content}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {state.step === 'importing' ? (
              <Button
                text={intl.formatMessage({ id: 'imports.wizard.cancel' })}
                disabled={cancelling}
                onClick={() => {
                  stop.current = true;
                  setCancelling(true);
                }}
              />
            ) : (
              state.step !== 'complete' && (
                <Button text={intl.formatMessage({ id: 'imports.wizard.cancel' })} onClick={onClose} />
              )
            )}
            {back !== undefined && (
              <Button
                icon="arrow-left"
                text={intl.formatMessage({ id: 'imports.wizard.back' })}
                disabled={reading !== null}
                onClick={() => dispatch({ type: 'back' })}
              />
            )}
            {primary !== null && (
              <Button
                intent={Intent.PRIMARY}
                text={primary.text}
                disabled={primary.disabled}
                onClick={primary.onClick}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
