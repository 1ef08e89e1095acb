import { lazyPage } from '../../app/routing/lazy-page';
import { menuPermission, type SettingsSection } from '../../app/sections/section';
import { API_DOCS_ANCHOR, HELP_ANCHORS } from './page-tabs';

/**
 * Help & Documentation (help, spec part 3 §2, issue 18): guides, FAQs and the keyboard shortcuts
 * of this app, searchable, with the way to the API description, the performance monitor and
 * support. Everyone may read it.
 */
export const helpSection: SettingsSection = {
  path: 'help',
  titleId: 'section.help',
  icon: 'help',
  group: 'support',
  permission: menuPermission('help'),
  page: lazyPage(() => import('./HelpPage').then((m) => m.HelpPage)),
  keywords: [
    { labelId: 'help.keyword.shortcuts', termsId: 'help.keyword.shortcuts.terms', fieldId: HELP_ANCHORS.shortcuts },
    { labelId: 'help.keyword.faqs', termsId: 'help.keyword.faqs.terms', fieldId: HELP_ANCHORS.faqs },
    { labelId: 'help.keyword.api', termsId: 'help.keyword.api.terms', fieldId: API_DOCS_ANCHOR },
  ],
};
