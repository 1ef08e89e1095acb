import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The German texts of every feature, from its folder (`features/<area>/messages/de.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/de.ts', {
  eager: true,
});

/** The German catalog, loaded on its own when a user chooses Deutsch. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
