import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../server/contract/auth';
import type { SettingsTemplate } from '../../../../server/contract/settings-templates';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { settingsTemplateKeys } from './api';
import { SettingsTemplatesPage } from './SettingsTemplatesPage';

/**
 * The Settings Templates page as it first renders from a list already read (put in the query cache
 * under the page's key): what a person sees before touching anything.
 */
const PATH = '/studio/settings/templates';
const ME = sessionAs('owner');
const OTHER = { id: '01900000-0000-7000-8000-000000000009', firstName: 'Sam', lastName: 'Lee' };

let next = 0;
const template = (extra: Partial<SettingsTemplate>): SettingsTemplate => ({
  id: `01900000-0000-7000-8000-0000000b00${String(++next).padStart(2, '0')}`,
  name: 'Template',
  description: '',
  category: 'custom',
  data: { organization: {}, personal: {} },
  isOfficial: false,
  officialKey: null,
  isFavorite: false,
  usageCount: 0,
  createdBy: { id: ME.user.id, firstName: 'Ines', lastName: 'Ibarra' },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const barber = template({
  name: 'Barber',
  description: 'Walk-ins and quick cuts.',
  category: 'business-type',
  isOfficial: true,
  createdBy: null,
  usageCount: 12,
});
const mine = template({ name: 'Weekend hours', description: 'Our Saturday set-up.', isFavorite: true, usageCount: 1 });
const theirs = template({ name: 'Front desk flow', category: 'workflow', createdBy: OTHER });

function renderHtml(templates: SettingsTemplate[] | null, me: MeResponse = ME) {
  return renderPage(<SettingsTemplatesPage />, {
    url: PATH,
    me,
    seed: (client) => {
      if (templates !== null) client.setQueryData(settingsTemplateKeys.list, templates);
    },
  });
}

describe('SettingsTemplatesPage', () => {
  it('shows the cards, favorites first then official ones, with their tags, usage and author', () => {
    const html = renderHtml([theirs, barber, mine]);
    const text = htmlText(html);
    expect(text).toContain('Settings Templates');
    expect(text).toContain('Create Template');
    expect(text.indexOf('Weekend hours')).toBeLessThan(text.indexOf('Barber'));
    expect(text.indexOf('Barber')).toBeLessThan(text.indexOf('Front desk flow'));
    expect(text).toContain('Business type');
    expect(text).toContain('Workflow');
    expect(text).toContain('Official');
    expect(text).toContain('Used 12 times');
    expect(text).toContain('Used once');
    expect(text).toContain('Not used yet');
    expect(text).toContain('Created by Sam Lee');
    expect(text).toContain('Walk-ins and quick cuts.');
    // The category filter offers All and the three categories.
    expect(html).toContain('aria-label="Category"');
    expect(text).toContain('All categories');
    expect(text).toContain('Custom');
  });

  it('offers the star on non-official templates only, and Delete only on the creator’s own', () => {
    const html = renderHtml([theirs, barber, mine]);
    expect(html).toContain('aria-label="Remove Weekend hours from favorites"');
    expect(html).toContain('aria-label="Add Front desk flow to favorites"');
    expect(html).not.toContain('Barber to favorites');
    expect(html).toContain('aria-label="Delete Weekend hours"');
    expect(html).not.toContain('aria-label="Delete Front desk flow"');
    expect(html).not.toContain('aria-label="Delete Barber"');
    expect(html).toContain('aria-label="Apply Barber"');
    expect(html).toContain('aria-label="Apply Front desk flow"');
  });

  it('shows someone without manage_organization_settings the cards without any change, and says why', () => {
    const html = renderHtml([theirs, barber, mine], sessionAs('receptionist'));
    const text = htmlText(html);
    expect(text).toContain('Barber');
    expect(text).toContain(
      'Only people who can manage organization settings can create, apply, favorite or delete templates.',
    );
    expect(text).not.toContain('Create Template');
    expect(html).not.toContain('aria-label="Apply');
    expect(html).not.toContain('aria-label="Delete');
    expect(html).not.toContain('favorites"');
    // The organization's favorite still shows, as a mark rather than a button.
    expect(html).toContain('<title>Favorite</title>');
  });

  it('says so when there are no templates', () => {
    const text = htmlText(renderHtml([]));
    expect(text).toContain('No templates yet');
    expect(text).toContain('Create a template to save your current settings and reuse them later.');
  });

  it('shows the loading state before the list arrives', () => {
    const html = renderHtml(null);
    expect(html).toContain('aria-busy="true"');
    expect(htmlText(html)).not.toContain('No templates yet');
  });
});
