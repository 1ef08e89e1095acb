import { Checkbox } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Static } from 'typebox';
import type { CategoryWithTreatments } from '../../../../server/contract/services';
import { EmptyState } from '../../components/EmptyState';
import { categoryChoice, toggleCategory, toggleService } from './practitioner-draft';

interface ServicesTabProps {
  menu: readonly Static<typeof CategoryWithTreatments>[];
  serviceIds: readonly string[];
  onChange: (serviceIds: string[]) => void;
}

/**
 * The services a member performs: the active menu by category, each category with Select All.
 * A service chosen earlier and since archived is not listed and stays chosen (the server keeps
 * what it was sent).
 */
export function ServicesTab({ menu, serviceIds, onChange }: ServicesTabProps) {
  const intl = useIntl();
  const categories = menu.filter((category) => category.treatments.length > 0);
  if (categories.length === 0) {
    return (
      <EmptyState icon="list" title={intl.formatMessage({ id: 'practitioners.services.empty' })} headingLevel={3} />
    );
  }
  const listed = new Set(categories.flatMap((category) => category.treatments.map((service) => service.id)));
  const count = serviceIds.filter((id) => listed.has(id)).length;
  return (
    <div className="practitioner-services">
      <p className="settings-hint">{intl.formatMessage({ id: 'practitioners.services.chosen' }, { count })}</p>
      {categories.map((category) => {
        const ids = category.treatments.map((service) => service.id);
        const choice = categoryChoice(serviceIds, ids);
        return (
          <fieldset key={category.id} className="practitioner-category">
            <legend>
              <span className="practitioner-category-swatch" style={{ backgroundColor: category.color }} aria-hidden />
              {category.name}
            </legend>
            <Checkbox
              className="practitioner-select-all"
              checked={choice === 'all'}
              indeterminate={choice === 'some'}
              label={intl.formatMessage({ id: 'practitioners.services.selectAll' })}
              aria-label={intl.formatMessage({ id: 'practitioners.services.selectAllIn' }, { category: category.name })}
              onChange={() => onChange(toggleCategory(serviceIds, ids))}
            />
            <div className="practitioner-service-list">
              {category.treatments.map((service) => (
                <Checkbox
                  key={service.id}
                  checked={serviceIds.includes(service.id)}
                  label={service.name}
                  onChange={(event) => onChange(toggleService(serviceIds, service.id, event.currentTarget.checked))}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
