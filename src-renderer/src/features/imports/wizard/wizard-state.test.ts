import { describe, expect, it } from 'vitest';
import type { BuiltRows } from '../../../../../server/contract/imports/types';
import type { ParseSummary } from '../parsing/worker-client';
import { failuresCsv } from './failures-csv';
import { visibleRange } from './FailureTable';
import { additionalRows, previewColumns, previewRows, shownValue } from './preview-rows';
import type { ImportOutcome } from './run-import';
import { startTally } from './tally';
import {
  backOf,
  canContinue,
  indicatorStep,
  initialState,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const FILE: ParseSummary = {
  fileName: 'clients.csv',
  headers: ['First Name', 'Last Name', 'Email'],
  preview: [['Ada', 'Lovelace', 'ada@example.test']],
  previewRowNumbers: [2],
  totalRows: 1,
  titleRowsSkipped: 0,
  totalRowsSkipped: 0,
  format: 'csv',
};

const BUILT: BuiltRows = { rows: [{ firstName: 'Ada', lastName: 'Lovelace' }], rowNumbers: [2], problems: [] };
const OUTCOME: ImportOutcome = { tally: startTally([]), notSent: 0, cancelled: false };

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

describe('the import wizard’s steps', () => {
  it('goes platform → upload → mapping → preview → importing → complete', () => {
    let state = initialState('clients');
    expect(state.step).toBe('platform');
    // Continue needs a platform.
    expect(run(state, { type: 'continue' }).step).toBe('platform');
    state = run(state, { type: 'choosePlatform', platform: 'fresha' }, { type: 'continue' });
    expect(state.step).toBe('upload');
    // Uploading a valid file goes to mapping.
    state = run(state, { type: 'fileLoaded', file: FILE, mapping: ['firstName', 'lastName', 'email'] });
    expect(state.step).toBe('mapping');
    state = run(state, { type: 'continue' });
    expect(state.step).toBe('preview');
    // Importing needs the built rows.
    expect(run(state, { type: 'startImport' }).step).toBe('preview');
    state = run(state, { type: 'built', built: BUILT }, { type: 'startImport' });
    expect(state.step).toBe('importing');
    state = run(state, { type: 'finished', outcome: OUTCOME });
    expect(state.step).toBe('complete');
    expect(state.outcome).toBe(OUTCOME);
  });

  it('holds Continue to Preview until the required mappings hold, then lets the person change them', () => {
    let state = run(
      initialState('clients'),
      { type: 'choosePlatform', platform: 'generic' },
      { type: 'continue' },
      { type: 'fileLoaded', file: FILE, mapping: ['firstName', null, 'email'] },
    );
    expect(canContinue(state)).toBe(false);
    expect(run(state, { type: 'continue' }).step).toBe('mapping');
    state = run(state, { type: 'mapColumn', column: 1, field: 'lastName' });
    expect(state.mapping).toEqual(['firstName', 'lastName', 'email']);
    expect(canContinue(state)).toBe(true);
    // 'Skip This Column'
    state = run(state, { type: 'mapColumn', column: 2, field: null });
    expect(state.mapping).toEqual(['firstName', 'lastName', null]);
    // A column the file does not have changes nothing.
    expect(run(state, { type: 'mapColumn', column: 7, field: 'email' }).mapping).toEqual(state.mapping);
  });

  it('goes back from upload to platform, mapping to upload and preview to mapping, and nowhere else', () => {
    expect(backOf('upload')).toBe('platform');
    expect(backOf('mapping')).toBe('upload');
    expect(backOf('preview')).toBe('mapping');
    expect(backOf('platform')).toBeUndefined();
    expect(backOf('importing')).toBeUndefined();
    expect(backOf('complete')).toBeUndefined();
    const preview = run(
      initialState('clients'),
      { type: 'choosePlatform', platform: 'generic' },
      { type: 'continue' },
      { type: 'fileLoaded', file: FILE, mapping: ['firstName', 'lastName', 'email'] },
      { type: 'continue' },
      { type: 'built', built: BUILT },
    );
    const back = run(preview, { type: 'back' });
    expect(back.step).toBe('mapping');
    // Built again from the mapping when the preview shows next.
    expect(back.built).toBeNull();
    expect(back.mapping).toEqual(['firstName', 'lastName', 'email']);
    expect(run(preview, { type: 'startImport' }, { type: 'back' }).step).toBe('importing');
  });

  it('forgets the file when another platform is chosen (its mapping was that platform’s)', () => {
    const state = run(
      initialState('clients'),
      { type: 'choosePlatform', platform: 'fresha' },
      { type: 'continue' },
      { type: 'fileLoaded', file: FILE, mapping: ['firstName', 'lastName', 'email'] },
      { type: 'back' },
      { type: 'back' },
      { type: 'choosePlatform', platform: 'square' },
    );
    expect(state).toMatchObject({ step: 'platform', platform: 'square', file: null, mapping: [] });
  });

  it('resets everything to the platform step on close or Done, keeping the entity', () => {
    const state = run(
      initialState('products'),
      { type: 'choosePlatform', platform: 'generic' },
      { type: 'continue' },
      { type: 'setDuplicates', duplicates: 'merge' },
      { type: 'reset' },
    );
    expect(state).toEqual(initialState('products'));
  });

  it('shows five steps, importing counting as complete', () => {
    expect(indicatorStep('importing')).toBe('complete');
    expect(indicatorStep('preview')).toBe('preview');
  });
});

describe('the preview', () => {
  const built: BuiltRows = {
    rows: Array.from({ length: 12 }, (_, at) => ({ firstName: `P${at}`, lastName: 'Q', tags: ['vip', 'new'] })),
    rowNumbers: [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    problems: [{ rowNumber: 4, error: 'Last name is required' }],
  };

  it('shows the first 10 rows in file order, the refused ones where they are', () => {
    const rows = previewRows(built);
    expect(rows.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows[2]).toEqual({ rowNumber: 4, status: 'error', error: 'Last name is required' });
    expect(rows[0]).toMatchObject({ status: 'pending', values: { firstName: 'P0' } });
    expect(additionalRows(built, rows.length)).toBe(3);
  });

  it('shows a short file whole, with nothing additional', () => {
    const short: BuiltRows = { rows: [{ firstName: 'A' }], rowNumbers: [2], problems: [] };
    expect(previewRows(short)).toHaveLength(1);
    expect(additionalRows(short, 1)).toBe(0);
  });

  it('has a column per field the rows carry, in the file’s order, then the derived ones', () => {
    const rows = previewRows({
      rows: [{ email: 'a@b.test', firstName: 'Ada', lastName: 'Lovelace', isActive: true }],
      rowNumbers: [2],
      problems: [],
    });
    expect(previewColumns(['fullName', 'email', null], rows)).toEqual(['email', 'firstName', 'lastName']);
  });

  it('writes lists, numbers and empty values as text', () => {
    expect(shownValue(['vip', 'new'])).toBe('vip, new');
    expect(shownValue(45)).toBe('45');
    expect(shownValue(null)).toBe('');
    expect(shownValue(undefined)).toBe('');
  });
});

describe('the list of rows not imported, as a file', () => {
  it('is a CSV with the row numbers and reasons, quoted and guarded against formulas', () => {
    expect(
      failuresCsv(
        [
          { rowNumber: 3, error: 'Email must be an email address' },
          { rowNumber: 9, error: '=HYPERLINK("x") is not a name, sorry' },
        ],
        ['Row', 'Problem'],
      ),
    ).toBe('Row,Problem\r\n3,Email must be an email address\r\n9,"\'=HYPERLINK(""x"") is not a name, sorry"\r\n');
  });
});

describe('the list of rows not imported, on screen', () => {
  it('draws a short list whole and a long one only around the view', () => {
    expect(visibleRange(0, 150)).toEqual({ start: 0, end: 150 });
    expect(visibleRange(0, 100_000)).toEqual({ start: 0, end: 18 });
    expect(visibleRange(3000, 100_000)).toEqual({ start: 90, end: 118 });
    expect(visibleRange(2_999_970, 100_000)).toEqual({ start: 99_989, end: 100_000 });
  });
});
