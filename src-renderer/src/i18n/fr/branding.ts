import type { brandingMessages as english } from '../en/branding';
import type { Translation } from '../translation';

/** Texts of the Branding & Communications page and the logo (spec part 2). */
export const brandingMessages = {} satisfies Translation<typeof english>;
