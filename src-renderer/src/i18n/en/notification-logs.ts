/** English texts of the Notification Logs page (spec part 3). */
export const notificationLogsMessages = {};
