import { useIntl } from 'react-intl';
import type {
  AdminNotificationSettings,
  CustomerNotificationSettings,
} from '../../../../server/contract/notification-settings';
import { ROUTES, type BodyOf } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';
import { useNotify } from '../../components/toaster/useNotify';
import { bookingNotificationKeys } from './api';
import { settingsOf, type Fields } from './rules';
import { retryAnnouncement, saveWithRetries } from './save-retries';

const { notifications } = ROUTES;

export type CustomerBody = BodyOf<typeof notifications.saveSettings>;
export type AdminBody = BodyOf<typeof notifications.saveAdmin>;

/** Saves with the retries of §4, each retry announced in a toast. */
function useRetryingSave() {
  const intl = useIntl();
  const notify = useNotify();
  return <T>(attempt: () => Promise<T>) =>
    saveWithRetries(attempt, (retry, of) => {
      const { title, body } = retryAnnouncement(intl, retry, of);
      notify.warning(title, body);
    });
}

/** The customer notification settings (§3 flat fields; the api client sends If-Match). */
export function useCustomerEndpoint(): DocumentEndpoint<CustomerNotificationSettings, Fields> {
  const retrying = useRetryingSave();
  return {
    queryKey: bookingNotificationKeys.settings,
    load: (signal) => api.call(notifications.settings, { signal }).then(settingsOf).then(unversioned),
    save: (body) =>
      retrying(() => api.call(notifications.saveSettings, { body: body as CustomerBody }))
        .then(settingsOf)
        .then(unversioned),
  };
}

/** The admin notification settings: only loaded and saved with manage_organization_settings (§6). */
export function useAdminEndpoint(): DocumentEndpoint<AdminNotificationSettings, AdminBody> {
  const retrying = useRetryingSave();
  return {
    queryKey: bookingNotificationKeys.admin,
    load: (signal) => api.call(notifications.admin, { signal }).then(unversioned),
    save: (body) => retrying(() => api.call(notifications.saveAdmin, { body })).then(unversioned),
  };
}
