import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The Italian texts of every feature, from its folder (`features/<area>/messages/it.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/it.ts', {
  eager: true,
});

/** The Italian catalog, loaded on its own when a user chooses Italiano. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
