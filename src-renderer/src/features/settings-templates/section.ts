import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';
import { TEMPLATE_LIST_ID } from './anchors';

/**
 * Settings Templates (templates, spec part 3 §2): ready-made sets of settings applied in one step,
 * opened with Cmd/Ctrl+Shift+T. Every member may look (no menu permission); the page itself hides
 * the changes from those without manage_organization_settings.
 */
export const settingsTemplatesSection: SettingsSection = {
  path: 'templates',
  titleId: 'section.templates',
  icon: 'duplicate',
  group: 'advanced',
  shortcut: 't',
  page: lazyPage(() => import('./SettingsTemplatesPage').then((m) => m.SettingsTemplatesPage)),
  keywords: [
    {
      labelId: 'settingsTemplates.search.keyword',
      termsId: 'settingsTemplates.search.terms',
      fieldId: TEMPLATE_LIST_ID,
    },
  ],
};
