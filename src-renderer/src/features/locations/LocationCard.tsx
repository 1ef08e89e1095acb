import { Button, Card, Icon, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Location } from '../../../../server/contract/locations';
import { hoursLabel } from './hours-label';
import { photoAlt } from './PhotoViewer';
import { heroPhoto } from './summary';

interface LocationCardProps {
  location: Location;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the photo viewer at this photo. */
  onViewPhotos: (index: number) => void;
}

/** One location as a card (spec §2): hero photo, name, address, phone, hours, services, status, actions. */
export function LocationCard({ location, onEdit, onDelete, onViewPhotos }: LocationCardProps) {
  const intl = useIntl();
  const hero = heroPhoto(location);
  const titleId = `location-card-${location.id}`;

  return (
    <Card className="locations-card" role="region" aria-labelledby={titleId}>
      {hero ? (
        <button
          type="button"
          className="locations-card-photo"
          aria-label={intl.formatMessage({ id: 'locations.viewPhotos' }, { name: location.name })}
          onClick={() => onViewPhotos(location.photos.indexOf(hero))}
        >
          <img src={hero.thumbnailUrl} alt={photoAlt(hero, location.name)} />
        </button>
      ) : (
        <div className="locations-card-photo locations-card-placeholder">
          <Icon icon="media" size={32} aria-hidden />
          <span>{intl.formatMessage({ id: 'locations.noPhoto' })}</span>
        </div>
      )}
      <div className="locations-card-body">
        <div className="locations-card-head">
          <h3 id={titleId} className="locations-card-title">
            {location.name}
          </h3>
          <Tag minimal intent={location.isActive ? Intent.SUCCESS : Intent.NONE} className="locations-status">
            {intl.formatMessage({ id: location.isActive ? 'locations.active' : 'locations.inactive' })}
          </Tag>
        </div>
        <ul className="locations-card-facts">
          {location.address !== '' && (
            <li>
              <Icon icon="map-marker" aria-hidden /> <span className="locations-address">{location.address}</span>
            </li>
          )}
          {location.phone !== '' && (
            <li>
              <Icon icon="phone" aria-hidden /> <span className="locations-phone">{location.phone}</span>
            </li>
          )}
          <li>
            <Icon icon="time" aria-hidden /> <span className="locations-hours">{hoursLabel(intl, location.hours)}</span>
          </li>
          <li>
            <Icon icon="list" aria-hidden />{' '}
            <span className="locations-services">
              {intl.formatMessage({ id: 'locations.servicesCount' }, { count: location.services.length })}
            </span>
          </li>
        </ul>
        <div className="locations-card-actions">
          <Button
            icon="edit"
            text={intl.formatMessage({ id: 'locations.edit' })}
            aria-label={intl.formatMessage({ id: 'locations.editNamed' }, { name: location.name })}
            onClick={onEdit}
          />
          <Button
            icon="trash"
            intent={Intent.DANGER}
            variant="minimal"
            text={intl.formatMessage({ id: 'locations.delete' })}
            aria-label={intl.formatMessage({ id: 'locations.deleteNamed' }, { name: location.name })}
            onClick={onDelete}
          />
        </div>
      </div>
    </Card>
  );
}
