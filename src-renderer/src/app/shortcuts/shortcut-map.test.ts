import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor, type KeyInput } from './shortcut-map';

const press = (key: string, code: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key,
  code,
  metaKey: false,
  ctrlKey: true,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it('opens the palette with Ctrl+K or Cmd+K', () => {
    expect(shortcutFor(press('k', 'KeyK'))).toEqual({ kind: 'palette' });
    expect(shortcutFor(press('k', 'KeyK', { ctrlKey: false, metaKey: true }))).toEqual({ kind: 'palette' });
  });

  it('maps digits 1..9 to the Nth section', () => {
    expect(shortcutFor(press('1', 'Digit1'))).toEqual({ kind: 'nth-section', index: 0 });
    expect(shortcutFor(press('9', 'Numpad9'))).toEqual({ kind: 'nth-section', index: 8 });
    expect(shortcutFor(press('0', 'Digit0'))).toBeUndefined();
  });

  it('maps Shift letters to their sections', () => {
    expect(shortcutFor(press('H', 'KeyH', { shiftKey: true }))).toEqual({ kind: 'section', path: 'overview' });
    expect(shortcutFor(press('P', 'KeyP', { shiftKey: true }))).toEqual({ kind: 'section', path: 'personal/profile' });
    expect(shortcutFor(press('O', 'KeyO', { shiftKey: true }))).toEqual({
      kind: 'section',
      path: 'organization/general',
    });
    expect(shortcutFor(press('B', 'KeyB', { shiftKey: true }))).toEqual({
      kind: 'section',
      path: 'organization/branding',
    });
    expect(shortcutFor(press('S', 'KeyS', { shiftKey: true }))).toEqual({ kind: 'section', path: 'personal/security' });
    expect(shortcutFor(press('T', 'KeyT', { shiftKey: true }))).toEqual({ kind: 'section', path: 'templates' });
    expect(shortcutFor(press('X', 'KeyX', { shiftKey: true }))).toBeUndefined();
  });

  it('toggles the mobile menu with Ctrl+M', () => {
    expect(shortcutFor(press('m', 'KeyM'))).toEqual({ kind: 'mobile-menu' });
  });

  it('reads the physical key on other layouts', () => {
    expect(shortcutFor(press('л', 'KeyK'))).toEqual({ kind: 'palette' });
    expect(shortcutFor(press('k', ''))).toEqual({ kind: 'palette' });
  });

  it('ignores plain keys and AltGr', () => {
    expect(shortcutFor(press('k', 'KeyK', { ctrlKey: false }))).toBeUndefined();
    expect(shortcutFor(press('k', 'KeyK', { altKey: true }))).toBeUndefined();
  });
});

describe('isTypingTarget', () => {
  it('is true in text fields, selects and editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false on buttons, links, checkboxes and the page', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'A' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
