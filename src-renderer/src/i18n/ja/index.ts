import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The Japanese texts of every feature, from its folder (`features/<area>/messages/ja.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/ja.ts', {
  eager: true,
});

/** The Japanese catalog, loaded on its own when a user chooses 日本語. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
