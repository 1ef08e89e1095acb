import type { IconName } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { MENU_PERMISSIONS, type Permission } from '../../../../server/contract/permissions';
import type { MessageId } from '../../i18n/en';

export type SectionGroup = 'personal' | 'organization' | 'advanced' | 'support';

/** Letters of Cmd/Ctrl+Shift+letter (part 1 §2, "Settings shell"). */
export type ShiftShortcut = 'h' | 'p' | 'o' | 'b' | 's' | 't';

/**
 * A setting inside a page that search finds: the palette and the menu list it under its page, and
 * choosing it opens the page at the element with `fieldId` (scrolled to and focused).
 */
export interface SearchKeyword {
  /** What the result says and matches: the field's or the card's own label. */
  labelId: MessageId;
  /** More words that find it, comma-separated and translated ('dark mode, light mode, appearance'). */
  termsId?: MessageId;
  fieldId: string;
}

/**
 * A settings area's entry, exported by its feature folder (features/<area>/section.ts): the
 * router, the menu, the palette, the shortcuts and search all read it.
 */
export interface SettingsSection {
  /** Relative to /settings (or /{organizationSlug}/settings); also the permission rules' key. */
  path: string;
  /** A page outside settings (Team, at /staff): `path` is then relative to the organization's root. */
  outsideSettings?: boolean;
  titleId: MessageId;
  icon: IconName;
  /** Absent for the overview, which sits above the groups. */
  group?: SectionGroup;
  /**
   * What the page needs. For settings routes it is MENU_PERMISSIONS' entry (the permission truth,
   * which canSeeSettingsRoute applies); a page outside settings is checked against it directly.
   */
  permission?: Permission;
  /** The page, loaded when first opened; null for an area not built yet ("not available yet"). */
  page: ComponentType | null;
  keywords?: readonly SearchKeyword[];
  shortcut?: ShiftShortcut;
  badge?: 'new';
  /** What the no-access page says, when the generic words do not fit. */
  noAccessBodyId?: MessageId;
}

const isGated = (path: string): path is keyof typeof MENU_PERMISSIONS =>
  Object.prototype.hasOwnProperty.call(MENU_PERMISSIONS, path);

/** The permission the shared rules put on a settings route, if any. */
export function menuPermission(path: string): Permission | undefined {
  return isGated(path) ? MENU_PERMISSIONS[path] : undefined;
}

/** An area of the specification's route table that is not built yet: one line in the list. */
export function notAvailable(
  path: string,
  titleId: MessageId,
  icon: IconName,
  group: SectionGroup,
  extra: Pick<SettingsSection, 'badge' | 'shortcut'> = {},
): SettingsSection {
  return { path, titleId, icon, group, permission: menuPermission(path), page: null, ...extra };
}
