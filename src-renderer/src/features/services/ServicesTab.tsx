import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useOrganizationRegional } from '../../api/account';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { moneyLocale } from '../../i18n/money-locale';
import { useServiceCategories, useServices } from './api';
import { CategorySidebar } from './CategorySidebar';
import { CATEGORY_PARAM } from './page-tabs';
import { ServiceList } from './ServiceList';

/**
 * The Services tab: the category sidebar beside the services of the chosen category. The chosen
 * category is kept in the address (`?category=…`), so a reload shows the same list.
 */
export function ServicesTab() {
  const intl = useIntl();
  const categories = useServiceCategories();
  const services = useServices();
  // Every member may read the organization's currency and locale; prices are written with them.
  const regional = useOrganizationRegional();
  const [params, setParams] = useSearchParams();

  const requested = params.get(CATEGORY_PARAM);
  // A category deleted elsewhere (or a stale link) falls back to all categories.
  const selectedId = categories.data?.some((category) => category.id === requested) ? requested : null;

  function select(id: string | null) {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, id);
    setParams(next, { replace: true });
  }

  const lists = [categories, services];
  if (lists.some((query) => query.isError)) {
    return (
      <LoadFailure
        title={intl.formatMessage({ id: 'services.loadFailed' })}
        description={intl.formatMessage({ id: 'services.loadFailedBody' })}
        onRetry={() => lists.filter((query) => query.isError).forEach((query) => void query.refetch())}
      />
    );
  }
  if (!categories.data || !services.data) return <SectionLoading />;

  return (
    <div className="services-layout">
      <CategorySidebar
        categories={categories.data}
        totalServices={services.data.length}
        selectedId={selectedId}
        onSelect={select}
      />
      <ServiceList
        services={services.data}
        categories={categories.data}
        selectedCategoryId={selectedId}
        moneyLocale={moneyLocale(intl.locale, regional.data?.locale)}
        currency={regional.data?.currency}
      />
    </div>
  );
}
