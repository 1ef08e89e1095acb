import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  formatCurrency,
  fromMinorUnits,
  toMinorUnits,
  type CurrencyOptions,
} from '../../../../server/contract/currency';
import type { TaxRate } from '../../../../server/contract/tax';
import { DocumentForm } from '../../components/form/DocumentForm';
import { SwitchField, TextField } from '../../components/form/fields';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { useTaxSettingsEndpoint } from './document';
import { formatPercent } from './percent';

const REGISTRATION_MAX = 50;
const SAMPLE_PRICE = 100;

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
  defaultRate: TaxRate | undefined;
  money: CurrencyOptions;
}

/** How prices are entered and what invoices show: one document, saved with If-Match. */
export function TaxSettingsForm({ defaultRate, money }: TaxSettingsFormProps) {
  const intl = useIntl();
  const form = useSettingsDocument(useTaxSettingsEndpoint(), {
    idPrefix: 'tax',
    labels: {
      pricesIncludeTax: 'tax.settings.pricesIncludeTax',
      registrationNumber: 'tax.settings.registrationNumber',
      showRegistrationNumberOnInvoices: 'tax.settings.showOnInvoices',
    },
    messages: { saved: 'tax.settings.saved', failed: 'tax.settings.failed' },
  });
  const example = useExample(form.values?.pricesIncludeTax ?? false, defaultRate, money);

  return (
    <Card className="settings-card" role="region" aria-labelledby="tax-settings-title">
      <h2 id="tax-settings-title" className="settings-card-title">
        {intl.formatMessage({ id: 'tax.settings.title' })}
      </h2>
      <DocumentForm form={form} inlineSaveBar>
        {(values) => (
          <div>
            <SwitchField
              form={form}
              path="pricesIncludeTax"
              help={
                <>
                  {intl.formatMessage({
                    id: values.pricesIncludeTax ? 'tax.settings.inclusive.help' : 'tax.settings.exclusive.help',
                  })}
                  {example !== null && ` ${example}`}
                </>
              }
            />
            <TextField
              form={form}
              path="registrationNumber"
              className="tax-registration"
              maxLength={REGISTRATION_MAX}
              help={intl.formatMessage({ id: 'tax.settings.registrationNumber.help' }, { max: REGISTRATION_MAX })}
            />
            <SwitchField form={form} path="showRegistrationNumberOnInvoices" />
          </div>
        )}
      </DocumentForm>
    </Card>
  );
}
