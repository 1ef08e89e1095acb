import { SETTINGS_SECTIONS } from '../sections/settings-sections';

/** What a key combination asks for (part 1 §2, "Settings shell"). */
export type ShortcutAction =
  | { kind: 'palette' }
  | { kind: 'nth-section'; index: number }
  | { kind: 'section'; path: string }
  | { kind: 'mobile-menu' };

/**
 * Cmd/Ctrl+Shift+letter → section, as the sections declare it (H overview, P profile, O general,
 * B branding, S security, T templates).
 */
export const SHIFT_SHORTCUTS: Readonly<Record<string, string>> = Object.fromEntries(
  SETTINGS_SECTIONS.flatMap((section) => (section.shortcut === undefined ? [] : [[section.shortcut, section.path]])),
);

/** The parts of a KeyboardEvent the map reads; plain objects in tests. */
export interface KeyInput {
  key: string;
  code: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

// The physical key, so Shift+1 is still 1 and a non-Latin layout still has its H; falls back to
// the character when the platform gives no code.
function letterOf(input: KeyInput): string {
  const fromCode = /^Key([A-Z])$/.exec(input.code)?.[1];
  return (fromCode ?? input.key).toLowerCase();
}

function digitOf(input: KeyInput): number | undefined {
  const fromCode =
    /^(?:Digit|Numpad)([1-9])$/.exec(input.code)?.[1] ?? (/^[1-9]$/.test(input.key) ? input.key : undefined);
  return fromCode === undefined ? undefined : Number(fromCode);
}

export function shortcutFor(input: KeyInput): ShortcutAction | undefined {
  // Cmd on macOS, Ctrl elsewhere; Alt excluded because Ctrl+Alt is AltGr on many keyboards.
  if (!(input.metaKey || input.ctrlKey) || input.altKey) return undefined;
  const letter = letterOf(input);
  if (input.shiftKey) {
    const path = SHIFT_SHORTCUTS[letter];
    return path === undefined ? undefined : { kind: 'section', path };
  }
  if (letter === 'k') return { kind: 'palette' };
  if (letter === 'm') return { kind: 'mobile-menu' };
  const digit = digitOf(input);
  return digit === undefined ? undefined : { kind: 'nth-section', index: digit - 1 };
}

/** The parts of an event target that tell whether the user is typing. */
export interface TargetLike {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Shortcuts other than the palette stay quiet while the user types in a field. */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
}
