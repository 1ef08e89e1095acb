import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { detail, roleValue } from '../../../../server/contract/activity-details';
import { englishDetail } from '../../../../server/modules/activity/english-detail';
import german from '../../i18n/de';
import { en } from '../../i18n/en';
import japanese from '../../i18n/ja';
import { detailText, type DetailedEntry } from './detail-text';

const english = createIntl({ locale: 'en', messages: en });
const deutsch = createIntl({ locale: 'de', messages: german });
const nihongo = createIntl({ locale: 'ja', messages: japanese });

/** An entry as the server answers it: the stored English and the key it was said from. */
const entry = (said: ReturnType<typeof detail>): DetailedEntry => ({ details: englishDetail(said), detail: said });

describe('an activity entry in the reader’s language', () => {
  const imported = detail('activityDetail.import.withCounts', {
    imported: detail('activityDetail.import.clients', { count: 1950 }),
    counts: [
      detail('activityDetail.import.skipped', { count: 30 }),
      detail('activityDetail.import.failed', { count: 2 }),
    ],
  });
  const backup = detail('activityDetail.backups.created', {
    name: 'Vor der Preisliste',
    sections: ['organization', 'team'].map((section) => detail('activityDetail.backupSection', { section })),
    encrypted: 'yes',
  });

  it('reads in English exactly as the server stored it', () => {
    for (const said of [imported, backup, detail('activityDetail.preferences.updated')]) {
      expect(detailText(english, entry(said))).toBe(entry(said).details);
    }
  });

  it('reads in German, nested details and lists included', () => {
    expect(detailText(deutsch, entry(detail('activityDetail.preferences.updated')))).toBe(
      german['activityDetail.preferences.updated'],
    );
    const text = detailText(deutsch, entry(backup));
    expect(text).not.toBe(entry(backup).details);
    expect(text).toContain('Vor der Preisliste');
    // The sections as the Backup page names them in German, joined as German joins a list.
    const sections = ['organization', 'team'].map((section) =>
      deutsch.formatMessage({ id: 'backups.section' }, { section }),
    );
    expect(text).toContain(new Intl.ListFormat('de', { type: 'unit' }).format(sections));
    // Numbers grouped the German way, and a rate with the German decimal mark.
    expect(detailText(deutsch, entry(imported))).toContain('1.950');
    const rate = detail('activityDetail.tax.rateAdded', { name: 'GST', percentage: 8.125 });
    expect(entry(rate).details).toBe('Added the tax rate GST (8.125%)');
    expect(detailText(deutsch, entry(rate))).toContain('8,125');
  });

  it('names a built-in role as the Roles page does in that language, and an organization’s own name as written', () => {
    const added = (role: ReturnType<typeof roleValue>) =>
      entry(detail('activityDetail.team.added', { name: 'Rosa Reyes', email: 'rosa@demo.test', role }));
    const standard = added(roleValue({ name: 'receptionist', displayName: 'Receptionist' }));
    expect(standard.details).toBe('Added Rosa Reyes (rosa@demo.test) as Receptionist');
    expect(detailText(english, standard)).toBe(standard.details);
    expect(detailText(deutsch, standard)).toContain(deutsch.formatMessage({ id: 'roles.standard.receptionist' }));
    expect(detailText(deutsch, standard)).not.toContain('Receptionist');
    expect(detailText(nihongo, standard)).toContain(nihongo.formatMessage({ id: 'roles.standard.receptionist' }));
    const renamed = added(roleValue({ name: 'receptionist', displayName: 'Front Desk' }));
    expect(detailText(deutsch, renamed)).toContain('Front Desk');
  });

  it('reads in Japanese', () => {
    const text = detailText(nihongo, entry(detail('activityDetail.locations.added', { name: 'Bondi' })));
    expect(text).toContain('Bondi');
    expect(text).not.toMatch(/Added the location/);
  });

  it('shows the stored English for an entry without a key, a key it does not know, or values that do not fit', () => {
    expect(detailText(deutsch, { details: 'Updated something long ago', detail: null })).toBe(
      'Updated something long ago',
    );
    expect(
      detailText(deutsch, { details: 'From a later release', detail: { key: 'activityDetail.future', values: {} } }),
    ).toBe('From a later release');
    expect(
      detailText(deutsch, {
        details: 'Added the location Bondi',
        detail: { key: 'activityDetail.locations.added', values: {} },
      }),
    ).toBe('Added the location Bondi');
    expect(
      detailText(deutsch, {
        details: 'Added the location Bondi',
        detail: { key: 'activityDetail.locations.added', values: { name: { nested: true } } },
      }),
    ).toBe('Added the location Bondi');
  });
});
