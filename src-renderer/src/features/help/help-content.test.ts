import { describe, expect, it } from 'vitest';
import { findSection } from '../../app/sections/settings-sections';
import { en } from '../../i18n/en';
import { FAQ_SECTIONS, FAQS, faqAnswerId, faqQuestionId } from './faqs';
import { GUIDE_CATEGORIES, GUIDES, guideDescriptionId, guideStepIds, guideTagsId, guideTitleId } from './guides';
import { foldText, matchesQuery, queryWords } from './search';

const has = (id: string) => Object.prototype.hasOwnProperty.call(en, id);

describe('help content (spec part 3 §3)', () => {
  it('ten guides, 3 to 20 minutes each, every category used', () => {
    expect(GUIDES).toHaveLength(10);
    expect(new Set(GUIDES.map((guide) => guide.id)).size).toBe(10);
    for (const guide of GUIDES) {
      expect(guide.timeToRead).toBeGreaterThanOrEqual(3);
      expect(guide.timeToRead).toBeLessThanOrEqual(20);
    }
    expect(new Set(GUIDES.map((guide) => guide.category))).toEqual(new Set(GUIDE_CATEGORIES));
  });

  it('every guide has its texts and exactly its steps in the catalog, and leads to a real screen', () => {
    for (const guide of GUIDES) {
      for (const id of [guideTitleId(guide), guideDescriptionId(guide), guideTagsId(guide), ...guideStepIds(guide)])
        expect(has(id), id).toBe(true);
      expect(has(`help.guide.${guide.id}.step${guide.steps + 1}`), `${guide.id}: a step not shown`).toBe(false);
      expect(findSection(guide.section), guide.section).toBeDefined();
    }
  });

  it('no guide text in the catalog belongs to no guide', () => {
    const known = new Set<string>(
      GUIDES.flatMap((guide) => [
        guideTitleId(guide),
        guideDescriptionId(guide),
        guideTagsId(guide),
        ...guideStepIds(guide),
      ]),
    );
    const guideIds = Object.keys(en).filter((id) =>
      /^help\.guide\.[a-zA-Z]+\.(title|description|tags|step\d+)$/.test(id),
    );
    expect(guideIds.filter((id) => !known.has(id))).toEqual([]);
  });

  it('eight FAQs on the spec’s topics, each answered, each about a real screen', () => {
    expect(FAQS).toEqual([
      'passwords',
      'locations',
      'taxRates',
      'paymentProcessors',
      'teamMembers',
      'emailTemplates',
      'twoFactor',
      'rolesPermissions',
    ]);
    for (const id of FAQS) {
      expect(has(faqQuestionId(id)) && has(faqAnswerId(id)), id).toBe(true);
      expect(findSection(FAQ_SECTIONS[id]), id).toBeDefined();
    }
  });
});

describe('help search', () => {
  it('ignores case and accents, in the user’s language', () => {
    expect(foldText('Résumé ÉTÉ', 'fr')).toBe('resume ete');
    expect(matchesQuery(queryWords('resume', 'fr'), ['Votre résumé'], 'fr')).toBe(true);
    expect(matchesQuery(queryWords('İSTANBUL', 'tr'), ['istanbul'], 'tr')).toBe(true);
  });

  it('every word must be found, in any of the texts', () => {
    const words = queryWords('  tax   rate ', 'en');
    expect(words).toEqual(['tax', 'rate']);
    expect(matchesQuery(words, ['Configure tax', 'Add a rate'], 'en')).toBe(true);
    expect(matchesQuery(words, ['Configure tax'], 'en')).toBe(false);
    expect(matchesQuery([], ['anything'], 'en')).toBe(true);
  });
});
