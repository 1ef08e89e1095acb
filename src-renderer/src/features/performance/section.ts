import { lazyPage } from '../../app/routing/lazy-page';
import { menuPermission, type SettingsSection } from '../../app/sections/section';

/** The Performance Monitor (issue 18): real figures for administrators, diagnostic tools for all. */
export const performanceSection: SettingsSection = {
  path: 'performance',
  titleId: 'section.performance',
  icon: 'pulse',
  group: 'support',
  permission: menuPermission('performance'),
  page: lazyPage(() => import('./PerformancePage').then((m) => m.PerformancePage)),
};
