import { Button, Callout, Checkbox, Intent, Spinner, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { LocationService } from '../../../../server/contract/locations';
import { EmptyState } from '../../components/EmptyState';
import { useServiceMenu } from './api';
import { withAllSelected, withOnline, withServiceSelected } from './location-form';

interface LocationServicesTabProps {
  services: readonly LocationService[];
  onChange: (services: LocationService[]) => void;
}

/**
 * Services (spec §4): the active services grouped by category, each with its checkbox and, once
 * offered here, the switch between 'Online bookable' and 'In-person only'; Select All per category.
 */
export function LocationServicesTab({ services, onChange }: LocationServicesTabProps) {
  const intl = useIntl();
  const menu = useServiceMenu();

  if (menu.isError) {
    return (
      <Callout intent={Intent.DANGER} icon="error" role="alert">
        <p>{intl.formatMessage({ id: 'locations.services.loadFailed' })}</p>
        <Button text={intl.formatMessage({ id: 'locations.services.retry' })} onClick={() => void menu.refetch()} />
      </Callout>
    );
  }
  if (!menu.data) return <Spinner size={24} />;
  const categories = menu.data.filter((category) => category.treatments.length > 0);
  if (categories.length === 0) {
    return (
      <EmptyState
        icon="list"
        headingLevel={3}
        title={intl.formatMessage({ id: 'locations.services.none' })}
        description={intl.formatMessage({ id: 'locations.services.noneBody' })}
      />
    );
  }

  const offered = (id: string) => services.find((service) => service.id === id);

  return (
    <div className="locations-dialog-panel locations-services">
      <p className="settings-hint">{intl.formatMessage({ id: 'locations.services.intro' })}</p>
      {categories.map((category) => {
        const ids = category.treatments.map((treatment) => treatment.id);
        const chosen = ids.filter((id) => offered(id) !== undefined).length;
        const headingId = `location-category-${category.id}`;
        return (
          <section key={category.id} className="locations-category" aria-labelledby={headingId}>
            <div className="locations-category-head">
              <h3 id={headingId} className="locations-category-name">
                <span className="locations-dot" style={{ backgroundColor: category.color }} aria-hidden />
                {category.name}
              </h3>
              <Checkbox
                className="locations-select-all"
                checked={chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                aria-label={intl.formatMessage({ id: 'locations.services.selectAllOf' }, { category: category.name })}
                label={intl.formatMessage({ id: 'locations.services.selectAll' })}
                onChange={(event) => onChange(withAllSelected(services, ids, event.currentTarget.checked))}
              />
            </div>
            <ul className="locations-service-list">
              {category.treatments.map((treatment) => {
                const here = offered(treatment.id);
                return (
                  <li key={treatment.id} className="locations-service">
                    <Checkbox
                      checked={here !== undefined}
                      label={treatment.name}
                      onChange={(event) =>
                        onChange(withServiceSelected(services, treatment.id, event.currentTarget.checked))
                      }
                    />
                    {here !== undefined && (
                      <Switch
                        role="switch"
                        className="locations-online"
                        checked={here.isBookableOnline}
                        aria-label={intl.formatMessage(
                          { id: 'locations.services.onlineOf' },
                          { service: treatment.name },
                        )}
                        label={intl.formatMessage({
                          id: here.isBookableOnline ? 'locations.services.online' : 'locations.services.inPerson',
                        })}
                        onChange={(event) => onChange(withOnline(services, treatment.id, event.currentTarget.checked))}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
