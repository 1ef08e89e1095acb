/** English texts of System Configuration (issue 18). */
export const systemConfigMessages = {};
