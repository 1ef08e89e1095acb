import type { helpMessages as english } from '../en/help';
import type { Translation } from '../translation';

/** Spanish texts of Help & Documentation (issue 18). */
export const helpMessages = {} satisfies Translation<typeof english>;
