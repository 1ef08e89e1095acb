import type { notificationLogsMessages as english } from '../en/notification-logs';
import type { Translation } from '../translation';

/** Texts of the Notification Logs page (spec part 3). */
export const notificationLogsMessages = {} satisfies Translation<typeof english>;
