import type { themeMessages as english } from '../en/theme';
import type { Translation } from '../translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {} satisfies Translation<typeof english>;
