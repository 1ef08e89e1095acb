import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The French texts of every feature, from its folder (`features/<area>/messages/fr.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/fr.ts', {
  eager: true,
});

/** The French catalog, loaded on its own when a user chooses Français. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
