import { Callout, Dialog, DialogBody, FileInput, FormGroup, Intent, Switch } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TEMPLATE_IMPORT_MAX_BYTES, type ImportResult } from '../../../../server/contract/platform-templates';
import { SubmitFooter } from '../../components/form/SubmitFooter';
import { useNotify } from '../../components/toaster/useNotify';
import { formatBytes } from '../../i18n/bytes';
import { importTemplates, useRefreshTemplates } from './api';

/**
 * Import (the page's platform tools): an export file brought back, with 'Overwrite customized
 * templates' deciding whether templates the organization already changed take the file's version.
 * What happened stays in the dialog: how many were imported, skipped, and which failed and why.
 */
export function ImportTemplatesDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const refresh = useRefreshTemplates();
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const send = useMutation({
    mutationFn: (chosen: File) => importTemplates(chosen, overwrite),
    onSuccess: (answer) => {
      setResult(answer);
      notify.success(intl.formatMessage({ id: 'systemTemplates.import.done' }, { imported: answer.imported }));
    },
    onError: (error) => notify.failure(intl.formatMessage({ id: 'systemTemplates.import.failed' }), error),
    onSettled: () => refresh(),
  });

  function choose(chosen: File | undefined) {
    setResult(null);
    setRefusal(null);
    setFile(chosen ?? null);
    if (chosen !== undefined && chosen.size > TEMPLATE_IMPORT_MAX_BYTES) {
      setRefusal(
        intl.formatMessage(
          { id: 'systemTemplates.import.tooLarge' },
          { limit: formatBytes(TEMPLATE_IMPORT_MAX_BYTES, intl.locale) },
        ),
      );
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file === null || refusal !== null || send.isPending) return;
    send.mutate(file);
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'systemTemplates.import.title' })}
      className="system-templates-import-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <p>{intl.formatMessage({ id: 'systemTemplates.import.intro' })}</p>
          <FormGroup
            label={intl.formatMessage({ id: 'systemTemplates.import.file' })}
            labelFor="system-templates-import-file"
            intent={refusal === null ? Intent.NONE : Intent.DANGER}
            helperText={refusal ?? undefined}
          >
            <FileInput
              fill
              text={file?.name ?? intl.formatMessage({ id: 'systemTemplates.import.choose' })}
              buttonText={intl.formatMessage({ id: 'systemTemplates.import.browse' })}
              hasSelection={file !== null}
              inputProps={{ id: 'system-templates-import-file', accept: '.json,application/json' }}
              onInputChange={(event) => choose(event.currentTarget.files?.[0])}
            />
          </FormGroup>
          <Switch
            checked={overwrite}
            label={intl.formatMessage({ id: 'systemTemplates.import.overwrite' })}
            onChange={(event) => setOverwrite(event.currentTarget.checked)}
          />
          <p className="settings-hint">{intl.formatMessage({ id: 'systemTemplates.import.overwriteHint' })}</p>
          {result !== null && <ImportSummary result={result} />}
        </DialogBody>
        <SubmitFooter
          submitText={intl.formatMessage({ id: 'systemTemplates.import.submit' })}
          loading={send.isPending}
          disabled={file === null || refusal !== null}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** Imported, skipped and failed, each failure with the template it was about and why. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const intl = useIntl();
  const failed = result.failed.length;
  return (
    <Callout
      intent={failed > 0 ? Intent.WARNING : Intent.SUCCESS}
      role="status"
      className="system-templates-import-result"
      title={intl.formatMessage(
        { id: 'systemTemplates.import.summary' },
        { imported: result.imported, skipped: result.skipped, failed },
      )}
    >
      {failed > 0 && (
        <ul>
          {result.failed.map((entry, index) => (
            <li key={`${entry.type}-${entry.subtype}-${index}`}>
              {intl.formatMessage(
                { id: 'systemTemplates.import.failedEntry' },
                { type: entry.type, subtype: entry.subtype, message: entry.message },
              )}
            </li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
