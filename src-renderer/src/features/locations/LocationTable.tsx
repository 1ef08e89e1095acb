import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Location } from '../../../../server/contract/locations';
import type { MessageId } from '../../i18n/en';
import { hoursLabel } from './hours-label';

interface LocationTableProps {
  locations: readonly Location[];
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}

/** The list view: one row per location, with the same facts and actions as a card. */
export function LocationTable({ locations, onEdit, onDelete }: LocationTableProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });

  return (
    <HTMLTable className="settings-table locations-table">
      <caption className="visually-hidden">{text('locations.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{text('locations.column.name')}</th>
          <th scope="col">{text('locations.column.address')}</th>
          <th scope="col">{text('locations.column.phone')}</th>
          <th scope="col">{text('locations.column.hours')}</th>
          <th scope="col">{text('locations.column.services')}</th>
          <th scope="col">{text('locations.column.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{text('locations.column.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {locations.map((location) => (
          <tr key={location.id}>
            <th scope="row">{location.name}</th>
            <td>{location.address}</td>
            <td>{location.phone}</td>
            <td>{hoursLabel(intl, location.hours)}</td>
            <td>{intl.formatMessage({ id: 'locations.servicesCount' }, { count: location.services.length })}</td>
            <td>
              <Tag minimal intent={location.isActive ? Intent.SUCCESS : Intent.NONE}>
                {text(location.isActive ? 'locations.active' : 'locations.inactive')}
              </Tag>
            </td>
            <td className="locations-row-actions">
              <Button
                variant="minimal"
                icon="edit"
                aria-label={intl.formatMessage({ id: 'locations.editNamed' }, { name: location.name })}
                onClick={() => onEdit(location)}
              />
              <Button
                variant="minimal"
                icon="trash"
                intent={Intent.DANGER}
                aria-label={intl.formatMessage({ id: 'locations.deleteNamed' }, { name: location.name })}
                onClick={() => onDelete(location)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
