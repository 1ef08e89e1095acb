import { useIntl } from 'react-intl';
import type { BillingPeriod } from '../../../../server/contract/billing';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDay } from './format';

const DAY_MS = 86_400_000;

/**
 * A billing period as its first and last days in the user's date format and language
 * ("25/11/2026 – 24/12/2026"). The contract's own label is the API's, in ISO dates and English.
 */
export function usePeriodText(): (period: Pick<BillingPeriod, 'start' | 'end'>) => string {
  const intl = useIntl();
  const display = useDateDisplay();
  return ({ start, end }) => {
    // The period's end is exclusive: its last day is the one before.
    const lastDay = new Date(Date.parse(`${end}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    return intl.formatMessage(
      { id: 'subscription.periodRange' },
      { start: formatDay(start, display), end: formatDay(lastDay, display) },
    );
  };
}
