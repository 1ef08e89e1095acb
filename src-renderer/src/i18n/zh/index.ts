import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The Simplified Chinese catalog, loaded on its own when a user chooses 中文（简体）: every `messages/zh.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/zh.ts', { eager: true }),
) as Catalog;
