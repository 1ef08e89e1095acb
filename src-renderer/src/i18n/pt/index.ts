import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The Portuguese catalog, loaded on its own when a user chooses Português: every `messages/pt.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/pt.ts', { eager: true }),
) as Catalog;
