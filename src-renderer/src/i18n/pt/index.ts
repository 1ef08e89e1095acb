import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The Portuguese texts of every feature, from its folder (`features/<area>/messages/pt.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/pt.ts', {
  eager: true,
});

/** The Portuguese catalog, loaded on its own when a user chooses Português. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
