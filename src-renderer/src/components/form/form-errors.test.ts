import { createIntl } from 'react-intl';
import { en } from '../../i18n/en';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { readableError } from './form-errors';

const english = createIntl({ locale: 'en', messages: en });

const labelOf = (path: string) => ({ companyName: 'Company name', currentPassword: 'Current password' })[path];

describe('readableError', () => {
  it('says a field rule with the form’s label', () => {
    const error = new ApiError(400, 'companyName is required', 'VALIDATION_ERROR', [
      { field: 'companyName', message: 'is required' },
    ]);
    expect((readableError(english, error, labelOf) as ApiError).message).toBe('Company name is required');
  });

  it('keeps a refusal that is a sentence of its own, even when a detail points at the field', () => {
    const error = new ApiError(400, 'Please check your current password and try again', 'INVALID_CURRENT_PASSWORD', [
      { field: 'currentPassword', message: 'is not your current password' },
    ]);
    expect((readableError(english, error, labelOf) as ApiError).message).toBe(
      'Please check your current password and try again',
    );
  });
});
