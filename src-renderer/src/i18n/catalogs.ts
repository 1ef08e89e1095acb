import type { LANGUAGES } from '../../../server/contract/preference-options';
import { en, type MessageId } from './en';

export type Language = (typeof LANGUAGES)[number];
export type Catalog = Readonly<Record<MessageId, string>>;

type Loader = () => Promise<{ default: Catalog }>;

/**
 * English is part of the first download; every other language is its own chunk, fetched when a
 * user's preference asks for it. A language of the preference list without a loader here is a
 * compile error, so a new language cannot be offered without its catalog.
 */
const loaders: Record<Exclude<Language, 'en'>, Loader> = {
  es: () => import('./es'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  it: () => import('./it'),
  pt: () => import('./pt'),
  zh: () => import('./zh'),
  ja: () => import('./ja'),
};

const loaded = new Map<string, Catalog>([['en', en]]);
const loading = new Map<string, Promise<Catalog>>();
const listeners = new Set<() => void>();

function loaderOf(language: string): Loader | undefined {
  return Object.hasOwn(loaders, language) ? loaders[language as keyof typeof loaders] : undefined;
}

/** The language's catalog if it is here already (English always is); undefined while it loads. */
export function loadedCatalog(language: string): Catalog | undefined {
  return loaded.get(language);
}

/**
 * Fetches the language's chunk once and tells the subscribers when it has arrived. A language
 * without a catalog resolves to English. A failed fetch (the network went away) is forgotten so
 * that the next call tries again; English stays on screen meanwhile.
 */
export function loadCatalog(language: string): Promise<Catalog> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  const loader = loaderOf(language);
  if (!loader) return Promise.resolve(en);
  const pending = loading.get(language);
  if (pending) return pending;
  const request = loader()
    .then(({ default: catalog }) => {
      loaded.set(language, catalog);
      for (const listener of listeners) listener();
      return catalog;
    })
    .finally(() => loading.delete(language));
  loading.set(language, request);
  return request;
}

/** For useSyncExternalStore: called whenever another catalog has arrived. */
export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
