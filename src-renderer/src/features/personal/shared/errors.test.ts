import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { fieldOfError, withReadableMessage } from './errors';

describe('readable server errors', () => {
  it('shows the rule alone when it is a sentence of its own', () => {
    const error = new ApiError(400, 'email Please enter a valid email address', 'VALIDATION_ERROR', [
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect((withReadableMessage(error) as ApiError).message).toBe('Please enter a valid email address');
    expect(fieldOfError(error, ['firstName', 'email'])).toBe('email');
  });

  it('keeps a message whose rule needs the field name', () => {
    const error = new ApiError(400, 'timezone must be a time zone from the list', 'VALIDATION_ERROR', [
      { field: 'timezone', message: 'must be a time zone from the list' },
    ]);
    expect(withReadableMessage(error)).toBe(error);
    expect(fieldOfError(error, ['email'])).toBeUndefined();
  });

  it('leaves other failures alone', () => {
    const conflict = new ApiError(409, 'This email is already used by another account');
    expect(withReadableMessage(conflict)).toBe(conflict);
    expect(withReadableMessage('boom')).toBe('boom');
  });
});
