import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The German catalog, loaded on its own when a user chooses Deutsch: every `messages/de.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/de.ts', { eager: true }),
) as Catalog;
