import { Callout, HTMLSelect, HTMLTable, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { DUPLICATE_MODES, type DuplicateMode, type ImportEntity } from '../../../../../server/contract/imports/api';
import { IMPORT_FIELDS } from '../../../../../server/contract/imports/entities';
import { isItalianFreshaExport } from '../../../../../server/contract/imports/platforms';
import type { Mapping, PlatformId } from '../../../../../server/contract/imports/types';
import type { ParseSummary } from '../parsing/worker-client';
import { useFieldLabel } from '../field-labels';
import type { DateOrderChoice } from './wizard-state';

/** §2: the staff options mark firstName, lastName and email with *, whatever else the rule allows. */
const STAFF_STARRED = new Set(['firstName', 'lastName', 'email']);

const SKIP = '';

interface MappingStepProps {
  entity: ImportEntity;
  file: ParseSummary;
  mapping: Mapping;
  platform: PlatformId;
  /** The required fields not mapped yet (missingRequiredMappings), as the person reads them. */
  missingText: string | null;
  duplicates: DuplicateMode;
  dateOrder: DateOrderChoice;
  onMap: (column: number, field: string | null) => void;
  onDuplicates: (mode: DuplicateMode) => void;
  onDateOrder: (order: DateOrderChoice) => void;
}

const DATE_ORDERS: readonly DateOrderChoice[] = ['dmy', 'mdy'];

/**
 * Whether the person says how dates are written: a date column is mapped and the platform does not
 * settle it (Square and Vagaro write month first, the Italian Fresha export day first).
 */
function asksDateOrder(platform: PlatformId, file: ParseSummary, mapping: Mapping): boolean {
  if (!mapping.includes('dateOfBirth')) return false;
  if (platform === 'square' || platform === 'vagaro') return false;
  return !(platform === 'fresha' && isItalianFreshaExport(file.headers));
}

/** The first value the preview rows have in a column: what the person recognises the column by. */
function exampleOf(file: ParseSummary, column: number): string {
  for (const row of file.preview) {
    const value = row[column]?.trim();
    if (value) return value;
  }
  return '';
}

/**
 * Each column of the file with the field it fills, or 'Skip This Column' (§2), prefilled by the
 * platform's preset; the required mappings of §5 hold Continue to Preview until they are met.
 * Clients also choose what happens to one already on file.
 */
export function MappingStep(props: MappingStepProps) {
  const { entity, file, mapping, platform, missingText, duplicates, dateOrder, onMap, onDuplicates, onDateOrder } =
    props;
  const intl = useIntl();
  const labelOf = useFieldLabel();
  const fields = IMPORT_FIELDS[entity];
  const starred = (field: { key: string; required: boolean }) =>
    entity === 'staff' ? STAFF_STARRED.has(field.key) : field.required;

  return (
    <div className="imports-step-body">
      {(file.titleRowsSkipped > 0 || file.totalRowsSkipped > 0) && (
        <Callout intent={Intent.PRIMARY} icon="info-sign" compact>
          {file.titleRowsSkipped > 0 &&
            intl.formatMessage({ id: 'imports.upload.titleRowsSkipped' }, { count: file.titleRowsSkipped })}{' '}
          {file.totalRowsSkipped > 0 &&
            intl.formatMessage({ id: 'imports.upload.totalRowsSkipped' }, { count: file.totalRowsSkipped })}
        </Callout>
      )}
      <p className="settings-hint">{intl.formatMessage({ id: 'imports.mapping.intro' })}</p>
      <div className="imports-mapping-scroll">
        <HTMLTable compact className="imports-table imports-mapping">
          <caption className="visually-hidden">
            {intl.formatMessage({ id: 'imports.mapping.caption' }, { fileName: file.fileName })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'imports.mapping.column' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'imports.mapping.example' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'imports.mapping.field' })}</th>
            </tr>
          </thead>
          <tbody>
            {file.headers.map((header, column) => {
              const id = `import-map-${column}`;
              return (
                <tr key={column}>
                  <th scope="row">
                    <label htmlFor={id}>{header}</label>
                  </th>
                  <td className="imports-example">{exampleOf(file, column)}</td>
                  <td>
                    <HTMLSelect
                      id={id}
                      fill
                      value={mapping[column] ?? SKIP}
                      aria-label={intl.formatMessage({ id: 'imports.mapping.fieldFor' }, { column: header })}
                      onChange={(event) => onMap(column, event.target.value === SKIP ? null : event.target.value)}
                    >
                      <option value={SKIP}>{intl.formatMessage({ id: 'imports.mapping.skip' })}</option>
                      {fields.map((field) => (
                        <option key={field.key} value={field.key}>
                          {starred(field) ? `${labelOf(field)} *` : labelOf(field)}
                        </option>
                      ))}
                    </HTMLSelect>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      {missingText !== null && (
        <Callout intent={Intent.WARNING} icon="warning-sign" role="status">
          {missingText}
        </Callout>
      )}
      {asksDateOrder(platform, file, mapping) && (
        <RadioGroup
          className="imports-choice"
          inline
          label={intl.formatMessage({ id: 'imports.dates.label' })}
          selectedValue={dateOrder}
          onChange={(event) => onDateOrder(event.currentTarget.value as DateOrderChoice)}
        >
          {DATE_ORDERS.map((order) => (
            <Radio key={order} value={order} label={intl.formatMessage({ id: `imports.dates.${order}` })} />
          ))}
        </RadioGroup>
      )}
      {entity === 'clients' && (
        <RadioGroup
          className="imports-choice"
          label={intl.formatMessage({ id: 'imports.duplicates.label' })}
          selectedValue={duplicates}
          onChange={(event) => onDuplicates(event.currentTarget.value as DuplicateMode)}
        >
          {DUPLICATE_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={intl.formatMessage({ id: `imports.duplicates.${mode}` })} />
          ))}
        </RadioGroup>
      )}
    </div>
  );
}
