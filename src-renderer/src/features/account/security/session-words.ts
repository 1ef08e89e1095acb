import type { IntlShape } from 'react-intl';
import { sessionWordOf } from '../../../../../server/contract/session-words';

/**
 * A session's browser, device or place as the reader says it: the server's words for what has no
 * proper name ("Unknown browser", "This computer", "Local network (…)") in the reader's language,
 * names (Chrome, Windows, an IP address) as they are.
 */
export function sessionText(intl: IntlShape, text: string): string {
  const found = sessionWordOf(text);
  if ('word' in found) return intl.formatMessage({ id: `security.sessions.word.${found.word}` });
  if ('localNetwork' in found) {
    return intl.formatMessage({ id: 'security.sessions.localNetwork' }, { address: found.localNetwork });
  }
  return found.name;
}
