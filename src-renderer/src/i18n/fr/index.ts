import type { Catalog } from '../catalogs';
import { organizationMessages } from './organization';
import { personalMessages } from './personal';
import { shellMessages } from './shell';

/** The French catalog, loaded on its own when a user chooses Français. */
export default { ...shellMessages, ...personalMessages, ...organizationMessages } satisfies Catalog;
