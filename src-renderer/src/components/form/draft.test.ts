import { createIntl } from 'react-intl';
import { en } from '../../i18n/en';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { applyEdits, editsToward, hasChanges, settleEdits, withEdit, type Edits } from './draft';
import { saveFailure } from './save-outcome';

const english = createIntl({ locale: 'en', messages: en });

interface Organization {
  companyName: string;
  description: string;
  address: { city: string; state: string };
  settings: { allowOnlineBooking: boolean };
  tags: string[];
}

const saved: Organization = {
  companyName: 'Demo Salon',
  description: 'Cuts and colour',
  address: { city: 'Sydney', state: 'NSW' },
  settings: { allowOnlineBooking: true },
  tags: ['hair'],
};

describe('the path-aware draft', () => {
  it('shows the saved values with the edits laid over them, nested paths included', () => {
    let edits = withEdit(null, 'address.city', 'Paddington');
    edits = withEdit(edits, 'settings.allowOnlineBooking', false);
    const values = applyEdits(saved, edits);
    expect(values.address).toEqual({ city: 'Paddington', state: 'NSW' });
    expect(values.settings.allowOnlineBooking).toBe(false);
    expect(values.companyName).toBe('Demo Salon');
    // The saved document is never changed.
    expect(saved.address.city).toBe('Sydney');
  });

  it('is dirty while an edit differs, and clean again when a field is edited back', () => {
    const edited = withEdit(null, 'address.city', 'Bondi');
    expect(hasChanges(saved, edited)).toBe(true);
    expect(hasChanges(saved, withEdit(edited, 'address.city', 'Sydney'))).toBe(false);
    expect(hasChanges(saved, null)).toBe(false);
  });

  it('compares lists by their items', () => {
    expect(hasChanges(saved, withEdit(null, 'tags', ['hair']))).toBe(false);
    expect(hasChanges(saved, withEdit(null, 'tags', ['hair', 'nails']))).toBe(true);
  });

  it('keeps no edit inside another, so the order they apply in never matters', () => {
    const inner = withEdit(null, 'address.city', 'Bondi');
    const whole = withEdit(inner, 'address', { city: 'Manly', state: 'NSW' });
    expect(Object.keys(whole)).toEqual(['address']);
    const again = withEdit(whole, 'address.state', 'VIC');
    expect(again).toEqual({ address: { city: 'Manly', state: 'VIC' } });
  });

  it('turns a whole new set of values into edits of the changed leaves only', () => {
    const next = { ...saved, description: 'Calm', settings: { allowOnlineBooking: false } };
    expect(editsToward(saved, next)).toEqual({ description: 'Calm', 'settings.allowOnlineBooking': false });
    expect(editsToward(saved, { ...saved })).toBeNull();
  });

  it('after a save, forgets what was sent and keeps what was typed meanwhile', () => {
    const sent = withEdit(withEdit(null, 'description', 'Calm'), 'address.city', 'Bondi');
    const meanwhile: Edits = { ...withEdit(sent, 'address.city', 'Manly'), companyName: 'Demo Spa' };
    expect(settleEdits(sent, sent)).toBeNull();
    expect(settleEdits(meanwhile, sent)).toEqual({ 'address.city': 'Manly', companyName: 'Demo Spa' });
  });
});

describe('a save refused because someone else saved first (412)', () => {
  const labelOf = (path: string) => ({ description: 'Description', companyName: 'Company name' })[path];

  it('keeps the edits, offers the latest version, and saves cleanly over it', () => {
    // This PC edits the description; another PC saves a new state meanwhile.
    const edits = withEdit(null, 'description', 'Written on a stale form.');
    const theirs: Organization = { ...saved, address: { ...saved.address, state: 'VIC' } };

    const stale = new ApiError(412, 'This record was changed by someone else. Reload to see the latest version.');
    const failure = saveFailure(english, stale, labelOf);
    expect(failure.conflict).toBe(true);
    expect(failure.fieldError).toBeNull();
    expect((failure.shown as ApiError).message).toContain('changed by someone else');

    // Load latest: their change shows in the untouched field, this PC's edit stays, still unsaved.
    const shown = applyEdits(theirs, edits);
    expect(shown.address.state).toBe('VIC');
    expect(shown.description).toBe('Written on a stale form.');
    expect(hasChanges(theirs, edits)).toBe(true);

    // Saving again succeeds; the answer is the new saved document and the form is clean.
    const answer = applyEdits(theirs, edits);
    expect(hasChanges(answer, settleEdits(edits, edits))).toBe(false);
  });

  it('is no conflict for other refusals', () => {
    expect(saveFailure(english, new ApiError(500, 'Internal Server Error'), labelOf).conflict).toBe(false);
    expect(saveFailure(english, new ApiError(400, 'companyName is required'), labelOf).conflict).toBe(false);
  });
});

describe('a refused value', () => {
  const labelOf = (path: string) => ({ companyName: 'Company name', email: 'Email', 'address.city': 'City' })[path];

  it('names the field by its label, never by its key', () => {
    const error = new ApiError(400, 'companyName is required', 'VALIDATION_ERROR', [
      { field: 'companyName', message: 'is required' },
    ]);
    const failure = saveFailure(english, error, labelOf);
    expect((failure.shown as ApiError).message).toBe('Company name is required');
    expect(failure.fieldError).toEqual({ path: 'companyName', text: 'Company name is required' });
  });

  it('shows a rule that is a sentence of its own as it is', () => {
    const error = new ApiError(400, 'email Please enter a valid email address', 'VALIDATION_ERROR', [
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(saveFailure(english, error, labelOf).fieldError).toEqual({
      path: 'email',
      text: 'Please enter a valid email address',
    });
  });

  it('ties a refusal by code to its field', () => {
    const taken = new ApiError(409, 'This email is already used by another account', 'EMAIL_TAKEN');
    expect(saveFailure(english, taken, labelOf, { EMAIL_TAKEN: 'email' }).fieldError).toEqual({
      path: 'email',
      text: 'This email is already used by another account',
    });
  });

  it('leaves a field the form does not show to the toast alone', () => {
    const error = new ApiError(400, 'itemsPerPage must be at least 5', 'VALIDATION_ERROR', [
      { field: 'itemsPerPage', message: 'must be at least 5' },
    ]);
    const failure = saveFailure(english, error, labelOf);
    expect(failure.fieldError).toBeNull();
    expect(failure.shown).toBe(error);
  });
});
