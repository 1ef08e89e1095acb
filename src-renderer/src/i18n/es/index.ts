import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The Spanish catalog, loaded on its own when a user chooses Español: every `messages/es.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/es.ts', { eager: true }),
) as Catalog;
