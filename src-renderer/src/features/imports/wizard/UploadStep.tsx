import { Button, Icon, Spinner } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ParseSummary } from '../parsing/worker-client';

interface UploadStepProps {
  /** The name of the file being read, while it is. */
  reading: string | null;
  /** The file read before, when the person came back from the mapping. */
  loaded: Pick<ParseSummary, 'fileName' | 'totalRows'> | null;
  onFile: (file: File) => void;
  onTemplate: () => void;
}

/** What the file picker offers; the file's bytes decide in the end (the worker refuses the rest). */
const ACCEPT = '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file (§2, §5): dropped or chosen, read in the Web Worker (never on this thread: a 100k-row
 * file must not freeze the window), and the entity's template to start from.
 */
export function UploadStep({ reading, loaded, onFile, onTemplate }: UploadStepProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = reading !== null;

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again after a refusal still fires a change.
    event.target.value = '';
    if (file !== undefined) onFile(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined && !busy) onFile(file);
  }

  return (
    <div className="imports-step-body">
      <div
        className={`imports-dropzone${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {busy ? (
          <>
            <Spinner size={24} />
            <p role="status">{intl.formatMessage({ id: 'imports.upload.reading' }, { fileName: reading })}</p>
          </>
        ) : (
          <>
            <Icon icon="upload" size={24} aria-hidden />
            <p>{intl.formatMessage({ id: 'imports.upload.drop' })}</p>
            <Button
              icon="document-open"
              text={intl.formatMessage({ id: 'imports.upload.choose' })}
              onClick={() => input.current?.click()}
            />
          </>
        )}
        <input
          ref={input}
          id="import-file-input"
          type="file"
          className="visually-hidden"
          accept={ACCEPT}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'imports.upload.choose' })}
          disabled={busy}
          onChange={onChoose}
        />
        <p className="settings-hint">{intl.formatMessage({ id: 'imports.upload.hint' })}</p>
      </div>
      {loaded !== null && !busy && (
        <p className="imports-loaded">
          <Icon icon="tick-circle" intent="success" aria-hidden />
          {intl.formatMessage({ id: 'imports.upload.loaded' }, { fileName: loaded.fileName, count: loaded.totalRows })}
        </p>
      )}
      <div className="imports-template">
        <Button
          variant="minimal"
          icon="download"
          text={intl.formatMessage({ id: 'imports.upload.template' })}
          onClick={onTemplate}
        />
        <span className="settings-hint">{intl.formatMessage({ id: 'imports.upload.templateHint' })}</span>
      </div>
    </div>
  );
}
