import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The Spanish texts of every feature, from its folder (`features/<area>/messages/es.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/es.ts', {
  eager: true,
});

/** The Spanish catalog, loaded on its own when a user chooses Español. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
