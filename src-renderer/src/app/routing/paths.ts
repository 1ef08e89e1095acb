/**
 * Where things live. Settings sit under /settings, or /{organizationSlug}/settings when a slug is
 * present (part 1 §2); the Team page under /staff likewise. Links keep whichever form the user is
 * on, so a bookmarked /settings/... stays unprefixed.
 */

const SLUGGED = /^\/([^/]+)\/(?:settings|staff|timezone-checker)(?:\/|$)/;

/** The organization slug in the address, if any ('/demo-salon/settings/roles' → 'demo-salon'). */
export function slugInPath(pathname: string): string | undefined {
  const match = SLUGGED.exec(pathname);
  const slug = match?.[1];
  return slug === undefined || slug === 'settings' || slug === 'staff' || slug === 'timezone-checker'
    ? undefined
    : decodeURIComponent(slug);
}

function prefix(slug: string | undefined): string {
  return slug === undefined ? '' : `/${encodeURIComponent(slug)}`;
}

export function settingsBase(slug: string | undefined): string {
  return `${prefix(slug)}/settings`;
}

export function settingsPath(slug: string | undefined, sectionPath: string): string {
  return `${settingsBase(slug)}/${sectionPath}`;
}

export function staffPath(slug: string | undefined): string {
  return `${prefix(slug)}/staff`;
}

/** A page outside settings, relative to the organization's root ('staff' → '/demo-salon/staff'). */
export function rootPath(slug: string | undefined, path: string): string {
  return `${prefix(slug)}/${path}`;
}

/** Where sign-in lands (CONTRACT.md, "UI landmarks"). */
export function homePath(organizationSlug: string): string {
  return settingsPath(organizationSlug, 'overview');
}

/** The same address with the slug swapped for the user's own (a link from another organization). */
export function withSlug(pathname: string, slug: string): string {
  const current = slugInPath(pathname);
  if (current === undefined) return pathname;
  return `${prefix(slug)}${pathname.slice(prefix(current).length)}`;
}

export const LOGIN_PATH = '/login';
export const SETUP_PATH = '/setup';
