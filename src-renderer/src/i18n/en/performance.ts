/** English texts of the Performance Monitor and the Timezone Checker (issue 18). */
export const performanceMessages = {};
