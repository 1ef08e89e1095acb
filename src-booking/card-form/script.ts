/**
 * Loads a payment provider's script (or stylesheet) once: the card form's fields are theirs, so
 * their code runs on the page (the booking page's CSP lists their hosts, security-headers.ts).
 */
const loading = new Map<string, Promise<void>>();

export function loadOnce(url: string, kind: 'script' | 'style'): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const element =
        kind === 'script'
          ? Object.assign(document.createElement('script'), { src: url, async: true })
          : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
      element.addEventListener('load', () => resolve());
      element.addEventListener('error', () => {
        loading.delete(url);
        element.remove();
        reject(new Error(`Could not load ${url}`));
      });
      document.head.appendChild(element);
    });
    loading.set(url, promise);
  }
  return promise;
}
