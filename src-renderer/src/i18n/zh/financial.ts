import type { financialMessages as english } from '../en/financial';
import type { Translation } from '../translation';

/** Texts of the Financial & Payments page: payment gateways, tips and invoicing (spec part 2). */
export const financialMessages = {} satisfies Translation<typeof english>;
