import type { Catalog } from '../catalogs';
import { organizationMessages } from './organization';
import { personalMessages } from './personal';
import { shellMessages } from './shell';

/** The Spanish catalog, loaded on its own when a user chooses Español. */
export default { ...shellMessages, ...personalMessages, ...organizationMessages } satisfies Catalog;
