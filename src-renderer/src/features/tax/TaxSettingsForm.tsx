import { Card, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  formatCurrency,
  fromMinorUnits,
  toMinorUnits,
  type CurrencyOptions,
} from '../../../../server/contract/currency';
import type { TaxRate, TaxSettings } from '../../../../server/contract/tax';
import { useSaveTaxSettings } from '../../api/tax';
import { useNotify } from '../../components/toaster/useNotify';
import { fieldErrorOf, type FieldError } from '../organization/shared/errors';
import { SaveBar } from '../../components/SaveBar';
import { formatPercent } from './percent';

const REGISTRATION_MAX = 50;
const SAMPLE_PRICE = 100;
const FIELDS = ['pricesIncludeTax', 'registrationNumber', 'showRegistrationNumberOnInvoices'] as const;

/** A sample price worked through the default rate, so the choice of inclusive or exclusive is concrete. */
function useExample(pricesIncludeTax: boolean, rate: TaxRate | undefined, money: CurrencyOptions): string | null {
  const intl = useIntl();
  if (!rate) return null;
  const currency = money.currency ?? 'USD';
  const round = (amount: number) => fromMinorUnits(toMinorUnits(amount, currency), currency);
  const share = rate.percentage / 100;
  const tax = round(pricesIncludeTax ? SAMPLE_PRICE - SAMPLE_PRICE / (1 + share) : SAMPLE_PRICE * share);
  return intl.formatMessage(
    { id: pricesIncludeTax ? 'tax.settings.example.inclusive' : 'tax.settings.example.exclusive' },
    {
      rate: `${rate.name} ${formatPercent(rate.percentage, intl.locale)}`,
      price: formatCurrency(SAMPLE_PRICE, money),
      tax: formatCurrency(tax, money),
      total: formatCurrency(round(SAMPLE_PRICE + tax), money),
    },
  );
}

interface TaxSettingsFormProps {
  settings: TaxSettings;
  defaultRate: TaxRate | undefined;
  money: CurrencyOptions;
}

/** How prices are entered and what invoices show: one document, saved with If-Match. */
export function TaxSettingsForm({ settings, defaultRate, money }: TaxSettingsFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveTaxSettings();
  const [edits, setEdits] = useState<Partial<TaxSettings> | null>(null);
  const [fieldError, setFieldError] = useState<FieldError<(typeof FIELDS)[number]> | null>(null);
  const values = { ...settings, ...edits };
  const dirty = FIELDS.some((field) => values[field] !== settings[field]);
  const example = useExample(values.pricesIncludeTax, defaultRate, money);

  function edit<K extends keyof TaxSettings>(field: K, value: TaxSettings[K]) {
    setEdits((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    const sent = edits;
    setFieldError(null);
    save.mutate(values, {
      onSuccess: () => {
        setEdits((current) => (current === sent ? null : current));
        notify.success(intl.formatMessage({ id: 'tax.settings.saved' }));
      },
      onError: (error) => {
        setFieldError(fieldErrorOf(error, FIELDS) ?? null);
        notify.failure(intl.formatMessage({ id: 'tax.settings.failed' }), error);
      },
    });
  }

  const registrationLabel = intl.formatMessage({ id: 'tax.settings.registrationNumber' });
  const registrationInvalid = fieldError?.field === 'registrationNumber';
  return (
    <form onSubmit={onSubmit} noValidate className="org-form">
      <Card className="org-card" role="region" aria-labelledby="tax-settings-title">
        <h2 id="tax-settings-title" className="org-card-title">
          {intl.formatMessage({ id: 'tax.settings.title' })}
        </h2>
        <div className="org-switch">
          <Switch
            role="switch"
            checked={values.pricesIncludeTax}
            label={intl.formatMessage({ id: 'tax.settings.pricesIncludeTax' })}
            aria-describedby="tax-prices-help"
            onChange={(event) => edit('pricesIncludeTax', event.currentTarget.checked)}
          />
          <p className="org-hint org-switch-help" id="tax-prices-help">
            {intl.formatMessage({
              id: values.pricesIncludeTax ? 'tax.settings.inclusive.help' : 'tax.settings.exclusive.help',
            })}
            {example !== null && ` ${example}`}
          </p>
        </div>
        <FormGroup
          className="tax-registration"
          label={registrationLabel}
          labelFor="tax-registration-number"
          intent={registrationInvalid ? Intent.DANGER : Intent.NONE}
          helperText={
            registrationInvalid
              ? intl.formatMessage(
                  { id: 'organization.fieldError' },
                  { label: registrationLabel, rule: fieldError.rule },
                )
              : intl.formatMessage({ id: 'tax.settings.registrationNumber.help' }, { max: REGISTRATION_MAX })
          }
        >
          <InputGroup
            id="tax-registration-number"
            value={values.registrationNumber}
            maxLength={REGISTRATION_MAX}
            autoComplete="off"
            intent={registrationInvalid ? Intent.DANGER : Intent.NONE}
            aria-invalid={registrationInvalid || undefined}
            onChange={(event) => edit('registrationNumber', event.target.value)}
          />
        </FormGroup>
        <Switch
          role="switch"
          checked={values.showRegistrationNumberOnInvoices}
          label={intl.formatMessage({ id: 'tax.settings.showOnInvoices' })}
          onChange={(event) => edit('showRegistrationNumberOnInvoices', event.currentTarget.checked)}
        />
        <SaveBar dirty={dirty} saving={save.isPending} inline />
      </Card>
    </form>
  );
}
