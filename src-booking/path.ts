/** Where the page is: `/{slug}/book` or its manage view `/{slug}/book/manage/{token}`. */
export function parsePath(pathname: string): { slug: string; token: string | null } | null {
  const match = /^\/([a-z0-9][a-z0-9-]{0,62})\/book(?:\/manage\/([A-Za-z0-9_-]{43}))?\/?$/.exec(pathname);
  return match ? { slug: match[1]!, token: match[2] ?? null } : null;
}
