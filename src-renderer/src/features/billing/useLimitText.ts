import { useIntl } from 'react-intl';
import { UNLIMITED, type UsageResource } from '../../../../server/contract/billing';

/** A plan limit as people read it: '5', '10 GB' (storage limits are in GB), or 'Unlimited' for -1. */
export function useLimitText(): (resource: UsageResource, limit: number) => string {
  const intl = useIntl();
  return (resource, limit) => {
    if (limit === UNLIMITED) return intl.formatMessage({ id: 'subscription.usage.unlimited' });
    const number = intl.formatNumber(limit);
    return resource === 'storage' ? intl.formatMessage({ id: 'subscription.usage.gb' }, { limit: number }) : number;
  };
}
