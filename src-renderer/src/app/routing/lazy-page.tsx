import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Renewers of pages whose code failed to download, waiting for a retry. */
const failedPages = new Set<() => void>();

/**
 * Gives every page whose download failed a fresh start, so the next render asks for its chunk
 * again. The error boundary calls it on Try Again and whenever it is mounted for a new address.
 */
export function retryFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

/**
 * A lazily loaded page. React.lazy remembers a failed import for good, so after a dropped
 * connection "Try Again" would fail forever; this swaps in a fresh lazy component, but only when
 * asked (renewing during React's own error retry would just loop on the failing download).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const renew = () => {
    current = fresh();
  };
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failedPages.add(renew);
        throw error;
      }
    });
  current = fresh();

  function LazyPage(props: P) {
    const Page = current;
    return <Page {...props} />;
  }
  return LazyPage;
}
