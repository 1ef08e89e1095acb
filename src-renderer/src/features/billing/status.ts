import { Intent } from '@blueprintjs/core';
import type { SubscriptionStatus } from '../../../../server/contract/billing';

/** How a subscription status is coloured wherever it is shown. */
export function statusIntent(status: SubscriptionStatus): Intent {
  switch (status) {
    case 'active':
      return Intent.SUCCESS;
    case 'trialing':
      return Intent.PRIMARY;
    case 'past_due':
      return Intent.WARNING;
    case 'canceled':
    case 'expired':
      return Intent.NONE;
  }
}
