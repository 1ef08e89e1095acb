import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../../../../server/contract/currency';
import { useOrganizationRegional } from '../../api/account';
import { useTaxOverrides, useTaxRates, useTaxSettings } from '../../api/tax';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { TaxOverridesCard } from './TaxOverridesCard';
import { TaxRatesCard } from './TaxRatesCard';
import { TaxSettingsForm } from './TaxSettingsForm';
import '../organization/organization.css';
import '../organization/shared/icons';

/**
 * Tax Configuration (organization/tax; the spec shows only the route): rates with a default, prices
 * inclusive or exclusive of tax, the registration number on invoices, and per-service overrides.
 */
export function TaxPage() {
  const intl = useIntl();
  const settings = useTaxSettings();
  const rates = useTaxRates();
  const overrides = useTaxOverrides();
  // Every member may read the organization's currency and locale; the tax example uses them.
  const regional = useOrganizationRegional();
  const money = {
    currency: regional.data?.currency ?? DEFAULT_CURRENCY,
    locale: regional.data?.locale ?? DEFAULT_LOCALE,
  };
  const queries = [rates, settings, overrides];
  const failed = queries.find((query) => query.isError);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.tax' })}
        subtitle={intl.formatMessage({ id: 'tax.subtitle' })}
      />
      <div className="org-page">
        {failed && (
          <QueryError
            error={failed.error}
            onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
          />
        )}
        {!failed && queries.some((query) => query.isPending) && <SectionLoading />}
        {rates.data && <TaxRatesCard rates={rates.data} />}
        {settings.data && (
          <TaxSettingsForm
            settings={settings.data}
            defaultRate={rates.data?.find((rate) => rate.isDefault)}
            money={money}
          />
        )}
        {overrides.data && rates.data && <TaxOverridesCard overrides={overrides.data} rates={rates.data} />}
      </div>
    </>
  );
}
