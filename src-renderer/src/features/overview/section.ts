import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const overviewSection: SettingsSection = {
  path: 'overview',
  titleId: 'section.overview',
  icon: 'dashboard',
  page: lazyPage(() => import('./OverviewPage').then((m) => m.OverviewPage)),
  shortcut: 'h',
};
