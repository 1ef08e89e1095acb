import { lazyPage } from '../../app/routing/lazy-page';
import { menuPermission, type SettingsSection } from '../../app/sections/section';

/**
 * Settings Activity (activity, spec part 3 §2, issue 17): the log of settings changes with its
 * cards, search, filters, export, Clear Activity, each change's before/after and one-click undo.
 * Everyone may open it (the server shows each person what they may see); clearing and undoing are
 * gated on the page by the permissions the server asks.
 */
export const activitySection: SettingsSection = {
  path: 'activity',
  titleId: 'section.activity',
  icon: 'timeline-events',
  group: 'advanced',
  permission: menuPermission('activity'),
  page: lazyPage(() => import('./ActivityPage').then((m) => m.ActivityPage)),
};
