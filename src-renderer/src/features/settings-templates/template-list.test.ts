import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SettingsTemplate } from '../../../../server/contract/settings-templates';
import { OFFICIAL_TEMPLATES } from '../../../../server/modules/settings-templates/official';
import german from '../../i18n/de';
import { en } from '../../i18n/en';
import { inReadersLanguage, mayDelete, mayFavorite, visibleTemplates } from './template-list';

const ME = '01900000-0000-7000-8000-000000000002';
const OTHER = '01900000-0000-7000-8000-000000000009';

let next = 0;
const template = (extra: Partial<SettingsTemplate>): SettingsTemplate => ({
  id: `01900000-0000-7000-8000-0000000a00${String(++next).padStart(2, '0')}`,
  name: 'Template',
  description: '',
  category: 'custom',
  data: { organization: {}, personal: {} },
  isOfficial: false,
  officialKey: null,
  isFavorite: false,
  usageCount: 0,
  createdBy: { id: ME, firstName: 'Ines', lastName: 'Ibarra' },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const names = (list: SettingsTemplate[]) => list.map((item) => item.name);

describe('visibleTemplates', () => {
  const list = [
    template({ name: 'Zebra workflow', category: 'workflow' }),
    template({ name: 'Barber', category: 'business-type', isOfficial: true, createdBy: null }),
    template({ name: 'apple', description: 'Weekend opening hours' }),
    template({ name: 'Mine', isFavorite: true }),
    template({ name: 'Day Spa', category: 'business-type', isOfficial: true, createdBy: null }),
  ];

  it('puts favorites first, then official templates, then the rest by name', () => {
    expect(names(visibleTemplates(list, 'all', '', 'en'))).toEqual([
      'Mine',
      'Barber',
      'Day Spa',
      'apple',
      'Zebra workflow',
    ]);
  });

  it('keeps one category', () => {
    expect(names(visibleTemplates(list, 'business-type', '', 'en'))).toEqual(['Barber', 'Day Spa']);
    expect(names(visibleTemplates(list, 'workflow', '', 'en'))).toEqual(['Zebra workflow']);
  });

  it('finds words in the name or the description, whatever their case or accents', () => {
    expect(names(visibleTemplates(list, 'all', 'WEEKEND', 'en'))).toEqual(['apple']);
    expect(names(visibleTemplates(list, 'all', 'dáy  spa', 'en'))).toEqual(['Day Spa']);
    expect(visibleTemplates(list, 'workflow', 'barber', 'en')).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    visibleTemplates(list, 'all', '', 'en');
    expect(list[0]?.name).toBe('Zebra workflow');
  });
});

describe('who may mark and delete', () => {
  const manager = { id: ME, mayManage: true };
  it('never offers a favorite or a delete on an official template', () => {
    const official = template({ isOfficial: true, createdBy: null });
    expect(mayFavorite(official, manager)).toBe(false);
    expect(mayDelete(official, manager)).toBe(false);
  });

  it("offers delete to the creator only, and nothing to someone who can't manage settings", () => {
    const mine = template({});
    const theirs = template({ createdBy: { id: OTHER, firstName: 'Sam', lastName: 'Lee' } });
    const gone = template({ createdBy: null });
    expect(mayDelete(mine, manager)).toBe(true);
    expect(mayDelete(theirs, manager)).toBe(false);
    expect(mayDelete(gone, manager)).toBe(false);
    expect(mayFavorite(theirs, manager)).toBe(true);
    expect(mayDelete(mine, { id: ME, mayManage: false })).toBe(false);
    expect(mayFavorite(mine, { id: ME, mayManage: false })).toBe(false);
  });
});

describe('the official templates in the reader’s language', () => {
  const official = OFFICIAL_TEMPLATES.map(({ key, name, description }) =>
    template({ name, description, officialKey: key, isOfficial: true, category: 'business-type', createdBy: null }),
  );
  const own = template({ name: 'Barber evenings', description: 'Our late shift' });

  it('reads in English exactly as the server seeds them', () => {
    const english = createIntl({ locale: 'en', messages: en });
    expect(official.map((t) => inReadersLanguage(t, english))).toEqual(official);
  });

  it('names and describes them in German, is searched by those words, and leaves the organization’s own as written', () => {
    const deutsch = createIntl({ locale: 'de', messages: german });
    const shown = [...official, own].map((t) => inReadersLanguage(t, deutsch));
    const barber = shown.find((t) => t.officialKey === 'barber')!;
    expect(barber.name).toBe(german['settingsTemplates.official.barber.name']);
    expect(barber.description).toBe(german['settingsTemplates.official.barber.description']);
    for (const [index, t] of official.entries()) expect(shown[index]!.description).not.toBe(t.description);
    expect(shown.at(-1)).toEqual(own);
    const word = german['settingsTemplates.official.day-spa.description'].split(' ').at(-1)!;
    expect(visibleTemplates(shown, 'all', word, 'de').map((t) => t.officialKey)).toContain('day-spa');
  });

  it('leaves a template with a key this release does not know as stored', () => {
    const deutsch = createIntl({ locale: 'de', messages: german });
    const later = template({ name: 'Nail Bar', officialKey: 'nail-bar', isOfficial: true });
    expect(inReadersLanguage(later, deutsch)).toEqual(later);
  });
});
