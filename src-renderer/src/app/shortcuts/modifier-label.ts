/** How the palette key is written on this machine: ⌘K on a Mac, Ctrl+K elsewhere. */
export function modifierLabel(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl+';
}

export function currentModifierLabel(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return modifierLabel(platform);
}
