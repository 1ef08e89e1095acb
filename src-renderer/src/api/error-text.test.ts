import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILURE } from './api-error';
import { errorToastText } from './error-text';

const texts = { fallback: 'Failed to save your preferences. Please try again.', network: 'Offline' };

describe('errorToastText', () => {
  it('prefers the server message for client errors', () => {
    expect(errorToastText(new ApiError(400, 'timezone must be a valid time zone'), texts)).toBe(
      'timezone must be a valid time zone',
    );
    expect(errorToastText(new ApiError(412, 'This record was changed by someone else.'), texts)).toBe(
      'This record was changed by someone else.',
    );
  });

  it('uses the default for server faults and empty messages', () => {
    expect(errorToastText(new ApiError(500, 'Internal Server Error'), texts)).toBe(texts.fallback);
    expect(errorToastText(new ApiError(409, '  '), texts)).toBe(texts.fallback);
  });

  it('shows maintenance mode’s own sentence, which is meant for users', () => {
    const message = 'The system is under maintenance. Please try again later.';
    expect(errorToastText(new ApiError(503, message, 'MAINTENANCE'), texts)).toBe(message);
    expect(errorToastText(new ApiError(503, 'Service Unavailable'), texts)).toBe(texts.fallback);
  });

  it('says when the server cannot be reached', () => {
    expect(errorToastText(new ApiError(NETWORK_FAILURE, 'Failed to fetch'), texts)).toBe('Offline');
  });

  it('never shows a programming error to the user', () => {
    expect(errorToastText(new TypeError('x is undefined'), texts)).toBe(texts.fallback);
  });
});
