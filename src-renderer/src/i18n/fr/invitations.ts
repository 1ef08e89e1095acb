import type { invitationsMessages as english } from '../en/invitations';
import type { Translation } from '../translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {} satisfies Translation<typeof english>;
