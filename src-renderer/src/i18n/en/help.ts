/** English texts of Help & Documentation (issue 18). */
export const helpMessages = {};
