import type { systemTemplatesMessages as english } from '../en/system-templates';
import type { Translation } from '../translation';

/** Texts of the System Templates page (spec part 3 §2). */
export const systemTemplatesMessages = {} satisfies Translation<typeof english>;
