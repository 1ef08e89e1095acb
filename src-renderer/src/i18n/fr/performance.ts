import type { performanceMessages as english } from '../en/performance';
import type { Translation } from '../translation';

/** French texts of the Performance Monitor and the Timezone Checker (issue 18). */
export const performanceMessages = {} satisfies Translation<typeof english>;
