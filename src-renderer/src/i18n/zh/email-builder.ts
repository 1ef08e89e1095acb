import type { emailBuilderMessages as english } from '../en/email-builder';
import type { Translation } from '../translation';

/** Texts of the email block builder (spec part 3 §2). */
export const emailBuilderMessages = {} satisfies Translation<typeof english>;
