/**
 * The words the server gives a session where there is no proper name to give (browser and device
 * names such as Chrome or Windows are names). They are stored and sent in English, as sign-in
 * alerts use them; the Security page shows them in the reader's language, matching them here.
 */
export const SESSION_WORDS = {
  desktopApp: 'Desktop app',
  unknownBrowser: 'Unknown browser',
  unknownDevice: 'Unknown device',
  thisComputer: 'This computer',
} as const;

export type SessionWord = keyof typeof SESSION_WORDS;

const LOCAL_NETWORK = /^Local network \((.+)\)$/;

/** Where a session on the same network signs in from: its private address. */
export function localNetworkAt(address: string): string {
  return `Local network (${address})`;
}

/** What a session's browser, device or place says, as a word to translate, or as a name to show as is. */
export function sessionWordOf(text: string): { word: SessionWord } | { localNetwork: string } | { name: string } {
  const word = (Object.keys(SESSION_WORDS) as SessionWord[]).find((key) => SESSION_WORDS[key] === text);
  if (word) return { word };
  const local = LOCAL_NETWORK.exec(text);
  return local ? { localNetwork: local[1]! } : { name: text };
}
