import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The Italian catalog, loaded on its own when a user chooses Italiano: every `messages/it.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/it.ts', { eager: true }),
) as Catalog;
