import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { BACKUP_SECTIONS } from '../contract/backups';
import { SECTION_DOCUMENTS } from './sections';

describe('backup sections', () => {
  const entries = BACKUP_SECTIONS.flatMap((section) => SECTION_DOCUMENTS[section].map((entry) => ({ section, entry })));

  it('name each settings document once', () => {
    const kinds = entries.map(({ entry }) => entry.kind.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toContain('organization-data');
    expect(kinds).toContain('user-preferences');
    expect(kinds).toContain('tax-settings');
  });

  it('keep personal documents in the personal section only', () => {
    for (const { section, entry } of entries) {
      expect(entry.kind.scope === 'user', `${entry.kind.kind}`).toBe(section === 'personal');
    }
  });

  // A document never saved is backed up as its defaults: they must pass the check a restore applies.
  it.each(entries.map(({ entry }) => [entry.kind.kind, entry] as const))(
    '%s: the defaults pass its check',
    (_, entry) => {
      expect(Value.Check(entry.schema, entry.kind.defaults())).toBe(true);
    },
  );
});

describe('sections without documents', () => {
  it('are only Team & Permissions, which holds the roles (team-section.ts)', () => {
    const empty = BACKUP_SECTIONS.filter((section) => SECTION_DOCUMENTS[section].length === 0);
    expect(empty).toEqual(['team']);
  });
});
