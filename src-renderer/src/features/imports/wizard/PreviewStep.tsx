import { Callout, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ImportEntity } from '../../../../../server/contract/imports/api';
import { IMPORT_FIELDS } from '../../../../../server/contract/imports/entities';
import type { BuiltRows, Mapping } from '../../../../../server/contract/imports/types';
import { useFieldLabel } from '../field-labels';
import { additionalRows, isLongPreviewValue, previewColumns, previewRows, shownValue } from './preview-rows';

const LONG_CELL = 'imports-preview-long';

interface PreviewStepProps {
  entity: ImportEntity;
  mapping: Mapping;
  built: BuiltRows | null;
  /** Why the rows could not be built, when they could not. */
  buildError: string | null;
}

/**
 * The rows as they will be sent (§2, §9): the first 10 with their file row numbers and mapped
 * values, '+ {n} additional', and the rows that cannot go in as they are, as errors with their
 * reasons, before anything is sent. Only these ten rows are ever drawn, whatever the file's size.
 */
export function PreviewStep({ entity, mapping, built, buildError }: PreviewStepProps) {
  const intl = useIntl();
  const labelOf = useFieldLabel();

  if (buildError !== null) {
    return (
      <div className="imports-step-body">
        <Callout intent={Intent.DANGER} icon="error" role="alert">
          {buildError}
        </Callout>
      </div>
    );
  }
  if (built === null) {
    return (
      <div className="imports-step-body imports-centered" role="status">
        <Spinner size={24} />
        <p>{intl.formatMessage({ id: 'imports.preview.building' })}</p>
      </div>
    );
  }

  const rows = previewRows(built);
  const columns = previewColumns(mapping, rows);
  const labels = new Map(IMPORT_FIELDS[entity].map((field) => [field.key, labelOf(field)]));
  const additional = additionalRows(built, rows.length);

  return (
    <div className="imports-step-body">
      <p role="status">{intl.formatMessage({ id: 'imports.preview.summary' }, { count: built.rows.length })}</p>
      {built.problems.length > 0 && (
        <Callout intent={Intent.WARNING} icon="warning-sign">
          {intl.formatMessage({ id: 'imports.preview.problems' }, { count: built.problems.length })}
        </Callout>
      )}
      <div
        className="imports-preview-scroll"
        // A wide preview scrolls sideways: the keyboard must be able to scroll it too.
        tabIndex={0}
        role="group"
        aria-label={intl.formatMessage({ id: 'imports.preview.caption' })}
      >
        <HTMLTable compact striped className="imports-table imports-preview">
          <caption className="visually-hidden">{intl.formatMessage({ id: 'imports.preview.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'imports.preview.row' })}</th>
              {columns.map((key) => (
                <th key={key} scope="col">
                  {labels.get(key) ?? labelOf({ key, label: key })}
                </th>
              ))}
              <th scope="col">{intl.formatMessage({ id: 'imports.preview.status' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rowNumber} className={row.status === 'error' ? 'imports-row-error' : undefined}>
                <th scope="row" className="imports-number">
                  {row.rowNumber}
                </th>
                {row.status === 'pending' ? (
                  columns.map((key) => {
                    const text = shownValue(row.values[key]);
                    return (
                      <td key={key} className={isLongPreviewValue(text) ? LONG_CELL : undefined}>
                        {text}
                      </td>
                    );
                  })
                ) : (
                  <td colSpan={Math.max(1, columns.length)} className={LONG_CELL}>
                    {row.error}
                  </td>
                )}
                <td>
                  {row.status === 'pending' ? (
                    <Tag minimal>{intl.formatMessage({ id: 'imports.preview.ready' })}</Tag>
                  ) : (
                    <Tag minimal intent={Intent.DANGER}>
                      {intl.formatMessage({ id: 'imports.preview.error' })}
                    </Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {additional > 0 && (
        <p className="settings-hint">
          {intl.formatMessage({ id: 'imports.preview.additional' }, { count: additional })}
        </p>
      )}
    </div>
  );
}
