import { describe, expect, it } from 'vitest';
import { searchSettings } from '../../app/sections/search';
import { findSection } from '../../app/sections/settings-sections';
import { en, type MessageId } from '../../i18n/en';
import { helpSection } from './section';

const text = (id: MessageId) => en[id];
const search = (query: string) =>
  searchSettings([helpSection], query, text).map((hit) =>
    hit.field === undefined ? hit.sectionTitle : `${hit.field.label} #${hit.field.fieldId}`,
  );

describe('the help section', () => {
  it('replaces the not-available entry, in the support group', () => {
    expect(findSection('help')).toBe(helpSection);
    expect(helpSection).toMatchObject({ group: 'support', icon: 'help', titleId: 'section.help' });
    expect(helpSection.page).not.toBeNull();
  });

  it('the settings search finds it by shortcuts, faq and api, at the matching place', () => {
    expect(search('shortcuts')).toEqual(['Keyboard Shortcuts #help-shortcuts']);
    expect(search('faq')).toEqual(['FAQs #help-faqs']);
    expect(search('api')).toEqual(['API Documentation #help-api-docs']);
    expect(search('help')).toEqual(['Help & Documentation']);
  });
});
