import { useIntl } from 'react-intl';
import type { NotificationPreferences } from '../../../../../server/contract/notification-preferences';
import { fetchNotificationPreferences, putNotificationPreferences } from '../../../api/notification-preferences';
import { queryKeys } from '../../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../../components/form/endpoint';
import { useNotify } from '../../../components/toaster/useNotify';
import { withRetries } from './retry';
import type { Flags } from './rules';

/**
 * The notification preferences (part 1 §7, with the api module's fallback address). A failed save
 * is tried 2 more times, each retry announced (part 1 §4 and §9).
 */
export function useNotificationPreferencesEndpoint(): DocumentEndpoint<NotificationPreferences, Flags> {
  const intl = useIntl();
  const notify = useNotify();
  return {
    queryKey: queryKeys.notificationPreferences,
    load: (signal) => fetchNotificationPreferences(signal).then(unversioned),
    save: (body) =>
      withRetries(() => putNotificationPreferences({ ...body }), {
        onRetry: (attempt, of) =>
          notify.warning(
            intl.formatMessage({ id: 'notifications.toast.retrying' }),
            intl.formatMessage({ id: 'notifications.toast.retryingBody' }, { attempt, total: of }),
          ),
      }).then(unversioned),
  };
}
