import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The Japanese catalog, loaded on its own when a user chooses 日本語: every `messages/ja.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/ja.ts', { eager: true }),
) as Catalog;
