import type { Catalog } from '../catalogs';
import { organizationMessages } from './organization';
import { personalMessages } from './personal';
import { shellMessages } from './shell';

/** The Italian catalog, loaded on its own when a user chooses Italiano. */
export default { ...shellMessages, ...personalMessages, ...organizationMessages } satisfies Catalog;
