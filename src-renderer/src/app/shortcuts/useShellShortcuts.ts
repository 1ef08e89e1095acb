import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { mobileMenuOpenAtom, paletteOpenAtom } from '../shell/shell-atoms';
import type { SettingsNavigation } from '../shell/useSettingsNavigation';
import { isTypingTarget, shortcutFor, type TargetLike } from './shortcut-map';

function targetOf(event: KeyboardEvent): TargetLike | null {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return null;
  return {
    tagName: target.tagName,
    isContentEditable: target.isContentEditable,
    type: target instanceof HTMLInputElement ? target.type : undefined,
  };
}

/**
 * The settings shell's keyboard (part 1 §2). The palette opens from anywhere, fields included;
 * the rest stay quiet while the user types, so Ctrl+1 in a text box never leaves the page.
 * Sections the user cannot see are not reachable by shortcut either.
 */
export function useShellShortcuts({ sections, hrefOf }: SettingsNavigation): void {
  const navigate = useNavigate();
  const setPaletteOpen = useSetAtom(paletteOpenAtom);
  const setMobileMenuOpen = useSetAtom(mobileMenuOpenAtom);

  useEffect(() => {
    function go(path: string) {
      setMobileMenuOpen(false);
      void navigate(hrefOf(path));
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event);
      if (action === undefined) return;
      if (action.kind !== 'palette' && isTypingTarget(targetOf(event))) return;

      switch (action.kind) {
        case 'palette':
          event.preventDefault();
          setPaletteOpen(true);
          return;
        case 'mobile-menu':
          event.preventDefault();
          setMobileMenuOpen((open) => !open);
          return;
        case 'nth-section': {
          const section = sections[action.index];
          if (section === undefined) return;
          event.preventDefault();
          go(section.path);
          return;
        }
        case 'section':
          if (!sections.some((section) => section.path === action.path)) return;
          event.preventDefault();
          go(action.path);
          return;
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [sections, hrefOf, navigate, setPaletteOpen, setMobileMenuOpen]);
}
