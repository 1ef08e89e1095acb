import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { currentModifierLabel, modifierLabel } from '../../app/shortcuts/modifier-label';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { FAQ_SECTIONS, FAQS, faqAnswerId, faqQuestionId, type FaqId } from './faqs';
import { GUIDES, guideDescriptionId, guideTagsId, guideTitleId, type Guide } from './guides';
import { matchesQuery, queryWords } from './search';
import { keysLabel, listShortcuts, type ShortcutEntry } from './shortcuts';

export interface GuideItem {
  guide: Guide;
  title: string;
  description: string;
  tags: string[];
}

export interface FaqItem {
  id: FaqId;
  question: string;
  answer: string;
  section: string;
}

export interface ShortcutItem {
  entry: ShortcutEntry;
  keys: string;
  description: string;
}

export interface HelpContent {
  guides: GuideItem[];
  faqs: FaqItem[];
  shortcuts: ShortcutItem[];
}

/** Everything the page lists, in the user's language: what it shows and what the search reads. */
export function useHelpContent(): HelpContent {
  const intl = useIntl();
  const { sections } = useSettingsNavigation();
  return useMemo(() => {
    const text = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    // No navigator while rendered on the server (the page tests): Ctrl, as on most computers.
    const modifier = typeof navigator === 'undefined' ? modifierLabel('') : currentModifierLabel();
    const describe = (entry: ShortcutEntry): string => {
      switch (entry.action.kind) {
        case 'palette':
          return text('help.shortcut.palette');
        case 'mobile-menu':
          return text('help.shortcut.mobileMenu');
        case 'nth-section':
        case 'section':
          return text('help.shortcut.openSection', { section: entry.section ? text(entry.section.titleId) : '' });
      }
    };
    return {
      guides: GUIDES.map((guide) => ({
        guide,
        title: text(guideTitleId(guide)),
        description: text(guideDescriptionId(guide)),
        tags: text(guideTagsId(guide))
          .split(/[,、，]/)
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      })),
      faqs: FAQS.map((id) => ({
        id,
        question: text(faqQuestionId(id)),
        answer: text(faqAnswerId(id)),
        section: FAQ_SECTIONS[id],
      })),
      shortcuts: listShortcuts(sections).map((entry) => ({
        entry,
        keys: keysLabel(entry, modifier),
        description: describe(entry),
      })),
    };
  }, [intl, sections]);
}

/** The content the search keeps: guides by title, description and tags; FAQs by question and answer. */
export function filterHelp(content: HelpContent, query: string, locale: string): HelpContent {
  const words = queryWords(query, locale);
  return {
    guides: content.guides.filter((item) => matchesQuery(words, [item.title, item.description, ...item.tags], locale)),
    faqs: content.faqs.filter((item) => matchesQuery(words, [item.question, item.answer], locale)),
    shortcuts: content.shortcuts.filter((item) => matchesQuery(words, [item.description, item.keys], locale)),
  };
}

export const helpCount = (content: HelpContent): number =>
  content.guides.length + content.faqs.length + content.shortcuts.length;
