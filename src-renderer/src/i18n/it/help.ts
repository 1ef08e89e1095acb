import type { helpMessages as english } from '../en/help';
import type { Translation } from '../translation';

/** Italian texts of Help & Documentation (issue 18). */
export const helpMessages = {} satisfies Translation<typeof english>;
