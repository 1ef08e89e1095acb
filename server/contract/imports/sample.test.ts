import { describe, expect, it } from 'vitest';
import { utf8 } from '../../../tests/fixtures/imports/files';
import { IMPORT_ENTITIES } from './api';
import { buildRows } from './build-rows';
import { missingRequiredMappings } from './entities';
import { suggestMapping } from './platforms';
import { readImportFile } from './read-file';
import { sampleCsv } from './sample';

describe('sampleCsv', () => {
  for (const entity of IMPORT_ENTITIES) {
    it(`${entity}: one example row that reads back, maps completely and builds without problems`, () => {
      const csv = sampleCsv(entity);
      expect(csv.split('\r\n')).toHaveLength(3);
      const table = readImportFile(`${entity}-template.csv`, utf8(csv));
      expect(table.rows).toHaveLength(1);
      const mapping = suggestMapping(entity, 'generic', table.headers);
      expect(mapping).not.toContain(null);
      expect(missingRequiredMappings(entity, mapping)).toEqual([]);
      const built = buildRows(entity, 'generic', table, mapping);
      expect(built.problems).toEqual([]);
      expect(built.rows).toHaveLength(1);
    });
  }

  it('uses the headers our exports write', () => {
    expect(sampleCsv('treatments').split('\r\n')[0]).toBe(
      'Name,Description,Duration (minutes),Price,Category,Notes,Buffer After (minutes)',
    );
    expect(sampleCsv('staff').split('\r\n')[0]).toBe('First Name,Last Name,Email,Phone,Role,Specialty,Notes');
  });
});
