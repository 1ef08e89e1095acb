import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/catalogs';
import { en } from '../i18n/en';
import { readableError } from '../components/form/form-errors';
import { ApiError } from './api-error';
import { errorCodeText } from './error-code-texts';
import { errorToastText } from './error-text';

const taken = new ApiError(409, 'A user with this email already exists', 'EMAIL_TAKEN');
const texts = { fallback: 'Failed', network: 'Offline' };

describe('a refusal named by its code, in the reader’s language', () => {
  it('says it in French in the toast and on the form, where the server wrote English', async () => {
    const french = createIntl({ locale: 'fr', messages: await loadCatalog('fr') });
    const text = 'Cette adresse e-mail est déjà utilisée par un autre compte';
    expect(errorCodeText(french, taken)).toBe(text);
    expect(errorToastText(taken, { ...texts, coded: errorCodeText(french, taken) })).toBe(text);
    expect((readableError(french, taken, () => undefined) as ApiError).message).toBe(text);
  });

  it('leaves English readers the server’s own words, and other codes and errors alone', async () => {
    const english = createIntl({ locale: 'en-AU', messages: en });
    expect(errorCodeText(english, taken)).toBeUndefined();
    expect(errorToastText(taken, { ...texts, coded: errorCodeText(english, taken) })).toBe(
      'A user with this email already exists',
    );
    const german = createIntl({ locale: 'de', messages: await loadCatalog('de') });
    // A plan limit's message carries its figures: the server's words stay.
    expect(errorCodeText(german, new ApiError(409, 'Your plan allows 5 staff', 'PLAN_LIMIT_REACHED'))).toBeUndefined();
    expect(errorCodeText(german, new Error('boom'))).toBeUndefined();
  });
});
