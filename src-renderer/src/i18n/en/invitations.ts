/** English texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {};
