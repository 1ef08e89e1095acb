import { describe, expect, it } from 'vitest';
import { modifierLabel } from './modifier-label';

describe('modifierLabel', () => {
  it('uses the command sign on Apple machines and Ctrl elsewhere', () => {
    expect(modifierLabel('MacIntel')).toBe('⌘');
    expect(modifierLabel('macOS')).toBe('⌘');
    expect(modifierLabel('Win32')).toBe('Ctrl+');
    expect(modifierLabel('Linux x86_64')).toBe('Ctrl+');
  });
});
