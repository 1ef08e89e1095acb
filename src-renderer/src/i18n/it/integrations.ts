import type { integrationsMessages as english } from '../en/integrations';
import type { Translation } from '../translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {} satisfies Translation<typeof english>;
