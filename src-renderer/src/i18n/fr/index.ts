import type { Catalog } from '../catalogs';
import { catalogOf, type MessagePart } from '../translation';
import { shellMessages } from './shell';

/** The French catalog, loaded on its own when a user chooses Français: every `messages/fr.ts`. */
export default catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../../**/messages/fr.ts', { eager: true }),
) as Catalog;
