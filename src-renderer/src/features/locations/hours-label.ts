import type { IntlShape } from 'react-intl';
import { summarizeHours, type LocationHours } from '../../../../server/contract/locations';

/** Spec §9: 'Open daily', 'Mon-Fri', '{n} days/week' or 'Closed'. */
export function hoursLabel(intl: IntlShape, hours: LocationHours): string {
  const summary = summarizeHours(hours);
  switch (summary.kind) {
    case 'daily':
      return intl.formatMessage({ id: 'locations.hours.daily' });
    case 'weekdays':
      return intl.formatMessage({ id: 'locations.hours.weekdays' });
    case 'days':
      return intl.formatMessage({ id: 'locations.hours.days' }, { days: summary.days });
    case 'closed':
      return intl.formatMessage({ id: 'locations.hours.closed' });
  }
}
