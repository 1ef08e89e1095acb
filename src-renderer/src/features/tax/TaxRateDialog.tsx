import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  TAX_PERCENT_DECIMALS,
  TAX_RATE_NAME_MAX_LENGTH,
  type TaxRate,
  type UpdateTaxRateBody,
} from '../../../../server/contract/tax';
import { isApiError } from '../../api/api-error';
import { refusalText } from '../../api/error-code-texts';
import { useCreateTaxRate, useUpdateTaxRate } from '../../api/tax';
import { useNotify } from '../../components/toaster/useNotify';
import { saveFailure } from '../../components/form/save-outcome';
import { parsePercent } from './percent';

interface TaxRateDialogProps {
  isOpen: boolean;
  /** The rate to edit; absent to add one. */
  rate?: TaxRate;
  /** No rate exists yet: the first one is the default whatever is chosen. */
  first: boolean;
  onClose: () => void;
}

type Field = 'name' | 'percentage';

/** Add or edit a tax rate; the server's rules (name taken, too many decimals) show by their field. */
export function TaxRateDialog({ isOpen, rate, first, onClose }: TaxRateDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreateTaxRate();
  const update = useUpdateTaxRate();
  const [name, setName] = useState<string | null>(null);
  const [percentText, setPercentText] = useState<string | null>(null);
  const [makeDefault, setMakeDefault] = useState<boolean | null>(null);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);

  const nameValue = name ?? rate?.name ?? '';
  const percentValue = percentText ?? (rate ? String(rate.percentage) : '');
  const percentage = parsePercent(percentValue);
  const isDefault = first || rate?.isDefault === true || (makeDefault ?? false);
  const defaultLocked = first || rate?.isDefault === true;
  const saving = create.isPending || update.isPending;

  function close() {
    setName(null);
    setPercentText(null);
    setMakeDefault(null);
    setError(null);
    onClose();
  }

  const labelOf = (field: string) =>
    field === 'name' || field === 'percentage'
      ? intl.formatMessage({ id: field === 'name' ? 'tax.rate.name' : 'tax.rate.percentage' })
      : undefined;

  function failed(cause: unknown) {
    // A refusal names the field by its label; a name already taken (409) belongs to the name.
    const { fieldError, shown } = saveFailure(intl, cause, labelOf);
    if (fieldError) setError({ field: fieldError.path as Field, text: fieldError.text });
    else if (isApiError(cause) && cause.status === 409) setError({ field: 'name', text: refusalText(intl, cause) });
    notify.failure(intl.formatMessage({ id: 'tax.rate.failed' }), shown);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || percentage === null) return;
    setError(null);
    const done = (id: 'tax.rate.added' | 'tax.rate.updated') => () => {
      notify.success(intl.formatMessage({ id }));
      close();
    };
    if (!rate) {
      create.mutate(
        { name: nameValue, percentage, ...(isDefault ? { isDefault: true } : {}) },
        { onSuccess: done('tax.rate.added'), onError: failed },
      );
      return;
    }
    const changes: UpdateTaxRateBody = {};
    if (nameValue.trim() !== rate.name) changes.name = nameValue;
    if (percentage !== rate.percentage) changes.percentage = percentage;
    if (isDefault && !rate.isDefault) changes.isDefault = true;
    if (Object.keys(changes).length === 0) {
      close();
      return;
    }
    update.mutate({ rate, changes }, { onSuccess: done('tax.rate.updated'), onError: failed });
  }

  const invalid = (field: Field) => error?.field === field;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={
        rate
          ? intl.formatMessage({ id: 'tax.rate.editTitle' }, { name: rate.name })
          : intl.formatMessage({ id: 'tax.rate.addTitle' })
      }
      icon="percentage"
      className="tax-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'tax.rate.name' })}
            labelFor="tax-rate-name"
            intent={invalid('name') ? Intent.DANGER : Intent.NONE}
            helperText={invalid('name') ? error?.text : intl.formatMessage({ id: 'tax.rate.nameHelp' })}
          >
            <InputGroup
              id="tax-rate-name"
              value={nameValue}
              maxLength={TAX_RATE_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              intent={invalid('name') ? Intent.DANGER : Intent.NONE}
              aria-invalid={invalid('name') || undefined}
              onChange={(event) => {
                setName(event.target.value);
                if (invalid('name')) setError(null);
              }}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'tax.rate.percentage' })}
            labelFor="tax-rate-percentage"
            intent={invalid('percentage') ? Intent.DANGER : Intent.NONE}
            helperText={
              invalid('percentage')
                ? error?.text
                : intl.formatMessage({ id: 'tax.rate.percentageHelp' }, { decimals: TAX_PERCENT_DECIMALS })
            }
          >
            <InputGroup
              id="tax-rate-percentage"
              value={percentValue}
              inputMode="decimal"
              autoComplete="off"
              rightElement={<span className="tax-percent-sign">%</span>}
              intent={invalid('percentage') ? Intent.DANGER : Intent.NONE}
              aria-invalid={invalid('percentage') || undefined}
              onChange={(event) => {
                setPercentText(event.target.value);
                if (invalid('percentage')) setError(null);
              }}
            />
          </FormGroup>
          <Checkbox
            checked={isDefault}
            disabled={defaultLocked}
            label={intl.formatMessage({ id: 'tax.rate.isDefault' })}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
          />
          {first && <p className="settings-hint">{intl.formatMessage({ id: 'tax.rate.firstIsDefault' })}</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={intl.formatMessage({ id: 'organization.cancel' })} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={saving}
                disabled={nameValue.trim() === '' || percentage === null}
                text={intl.formatMessage({ id: 'tax.rate.save' })}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
