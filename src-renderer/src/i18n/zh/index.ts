import type { Catalog } from '../catalogs';
import { shellMessages } from './shell';

/** The Simplified Chinese texts of every feature, from its folder (`features/<area>/messages/zh.ts`). */
const featureParts = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../**/messages/zh.ts', {
  eager: true,
});

/** The Simplified Chinese catalog, loaded on its own when a user chooses 中文（简体）. */
export default Object.assign(
  { ...shellMessages },
  ...Object.values(featureParts).flatMap((part) => Object.values(part)),
) as Catalog;
