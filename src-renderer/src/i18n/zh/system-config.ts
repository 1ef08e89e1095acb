import type { systemConfigMessages as english } from '../en/system-config';
import type { Translation } from '../translation';

/** Chinese texts of System Configuration (issue 18). */
export const systemConfigMessages = {} satisfies Translation<typeof english>;
