import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;
// Rendering on the server (tests): no operating system to ask, light.
const onServer = () => false;

/** Whether the operating system is set to dark, following changes as they happen. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribe, systemPrefersDark, onServer);
}
