import { Card, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationEvent,
} from '../../../../../server/contract/notification-preferences';
import { EventRow } from './EventRow';
import { isOn, type Channel, type Flags } from './rules';

interface CategoryCardProps {
  category: NotificationCategory;
  flags: Flags;
  disabled: boolean;
  onToggleCategory: (category: NotificationCategory) => void;
  onToggleEvent: (event: NotificationEvent) => void;
  onToggleChannel: (event: NotificationEvent, channel: Channel) => void;
}

/** A category's switch; while it is on, its events (part 1 §4: the toggle hides or shows them). */
export function CategoryCard({
  category,
  flags,
  disabled,
  onToggleCategory,
  onToggleEvent,
  onToggleChannel,
}: CategoryCardProps) {
  const intl = useIntl();
  const enabled = isOn(flags, `${category}Enabled`);
  const name = intl.formatMessage({ id: `notifications.category.${category}` });
  const titleId = `notification-category-${category}`;
  return (
    <Card className="settings-card notification-category" role="region" aria-labelledby={titleId}>
      <div className="settings-card-head">
        <div>
          <h2 id={titleId} className="settings-card-title">
            {name}
          </h2>
          <p className="settings-card-description">
            {intl.formatMessage({ id: `notifications.category.${category}.description` })}
          </p>
        </div>
        <Switch
          role="switch"
          className="notification-category-switch"
          size="large"
          checked={enabled}
          disabled={disabled}
          aria-label={intl.formatMessage({ id: 'notifications.categorySwitch' }, { category: name })}
          onChange={() => onToggleCategory(category)}
        />
      </div>
      {enabled ? (
        <ul className="notification-events">
          {NOTIFICATION_CATEGORIES[category].map((event) => (
            <EventRow
              key={event}
              event={event}
              flags={flags}
              disabled={disabled}
              onToggle={onToggleEvent}
              onToggleChannel={onToggleChannel}
            />
          ))}
        </ul>
      ) : (
        <p className="settings-hint">{intl.formatMessage({ id: 'notifications.categoryOff' }, { category: name })}</p>
      )}
    </Card>
  );
}
