import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY } from '../../../../server/contract/currency';
import { useOrganizationRegional } from '../../api/account';
import { useTaxOverrides, useTaxRates } from '../../api/tax';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { moneyLocale } from '../../i18n/money-locale';
import { TaxOverridesCard } from './TaxOverridesCard';
import { TaxRatesCard } from './TaxRatesCard';
import { TaxSettingsForm } from './TaxSettingsForm';
import '../../components/form/styles';
import './tax.css';

/**
 * Tax Configuration (organization/tax; the spec shows only the route): rates with a default, prices
 * inclusive or exclusive of tax, the registration number on invoices, and per-service overrides.
 */
export function TaxPage() {
  const intl = useIntl();
  const rates = useTaxRates();
  const overrides = useTaxOverrides();
  // Every member may read the organization's currency and locale; the tax example uses them.
  const regional = useOrganizationRegional();
  const money = {
    currency: regional.data?.currency ?? DEFAULT_CURRENCY,
    locale: moneyLocale(intl.locale, regional.data?.locale),
  };
  const lists = [rates, overrides];
  const failed = lists.find((query) => query.isError);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.tax' })}
        subtitle={intl.formatMessage({ id: 'tax.subtitle' })}
      />
      <div className="settings-page">
        {failed && (
          <LoadFailure
            error={failed.error}
            onRetry={() => lists.filter((query) => query.isError).forEach((query) => void query.refetch())}
          />
        )}
        {!failed && lists.some((query) => query.isPending) && <SectionLoading />}
        {rates.data && <TaxRatesCard rates={rates.data} />}
        {/* The document loads, fails and saves on its own; its card shows its state. */}
        <TaxSettingsForm defaultRate={rates.data?.find((rate) => rate.isDefault)} money={money} />
        {overrides.data && rates.data && <TaxOverridesCard overrides={overrides.data} rates={rates.data} />}
      </div>
    </>
  );
}
