/** What the Contact support dialog shows and copies, label by label. */
export interface SupportDetail {
  label: string;
  value: string;
}

/** The details as plain text, one `Label: value` line each, to paste into an email or a chat. */
export const supportDetailsText = (details: readonly SupportDetail[]): string =>
  details.map(({ label, value }) => `${label}: ${value}`).join('\n');

/** The browser and system as the browser names them (its user agent), or a shorter platform name. */
export function browserAndSystem(nav: Pick<Navigator, 'userAgent'> | undefined): string {
  return nav?.userAgent ?? '';
}
