import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from '../../app/sections/settings-sections';
import { SHIFT_SHORTCUTS } from '../../app/shortcuts/shortcut-map';
import { keysLabel, listShortcuts } from './shortcuts';

describe('the shortcuts listed from the key map', () => {
  it('finds the palette, the menu, the nine numbers and every section letter', () => {
    const keys = listShortcuts(SETTINGS_SECTIONS).map((entry) => entry.key);
    expect(keys).toContain('palette');
    expect(keys).toContain('mobile-menu');
    for (let index = 0; index < 9; index += 1) expect(keys).toContain(`nth-section ${index}`);
    for (const path of Object.values(SHIFT_SHORTCUTS)) expect(keys).toContain(`section ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names the sections this user has: Ctrl+N is the N-th of their menu, hidden ones are left out', () => {
    const visible = SETTINGS_SECTIONS.filter((section) => section.path !== 'organization/general').slice(0, 3);
    const entries = listShortcuts(visible);
    expect(entries.filter((entry) => entry.action.kind === 'nth-section').map((entry) => entry.section?.path)).toEqual(
      visible.map((section) => section.path),
    );
    expect(entries.some((entry) => entry.key === 'section organization/general')).toBe(false);
  });

  it('writes the keys as this computer does', () => {
    expect(keysLabel({ letter: 'K', shift: false }, '⌘')).toBe('⌘K');
    expect(keysLabel({ letter: 'H', shift: true }, '⌘')).toBe('⌘⇧H');
    expect(keysLabel({ letter: 'H', shift: true }, 'Ctrl+')).toBe('Ctrl+Shift+H');
  });
});
