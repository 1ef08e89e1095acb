import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/**
 * The Team page lives at /staff, outside settings (part 1 §2's 'members' alias leads there), and
 * needs manage_roles like the team routes on the server.
 */
export const teamSection: SettingsSection = {
  path: 'staff',
  outsideSettings: true,
  titleId: 'team.title',
  icon: 'team',
  group: 'organization',
  permission: 'manage_roles',
  page: lazyPage(() => import('./TeamPage').then((m) => m.TeamPage)),
  noAccessBodyId: 'team.noAccess',
  keywords: [{ labelId: 'team.add', termsId: 'search.terms.addMember', fieldId: 'team-add' }],
};
