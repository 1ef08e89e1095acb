import { useEffect, useState } from 'react';

/** How long typing pauses before the search goes to the server: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
