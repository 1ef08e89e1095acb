import { createIntl } from 'react-intl';
import { Type, type TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Labelled, NameField } from '../../../../server/contract/common';
import { VALIDATION_RULES, type ValidationRule } from '../../../../server/contract/validation-rules';
import { ValidationError } from '../../../../server/errors';
import { messageOf, requestValidator, ruleOf } from '../../../../server/plugins/validation';
import { detailOf } from '../../../../server/plugins/validation-details';
import { ApiError } from '../../api/api-error';
import { loadCatalog } from '../../i18n/catalogs';
import { en } from '../../i18n/en';
import { fieldErrorOf, readableError, sentenceOf } from './form-errors';

const english = createIntl({ locale: 'en', messages: en });

/** A body whose field `x` breaks each named rule, checked by the server's own validator. */
const CASES: Readonly<Record<ValidationRule, [TSchema, unknown]>> = {
  required: [Type.Object({ x: Labelled('Label', Type.String()) }, { required: ['x'] }), {}],
  notEmpty: [Type.Object({ x: Type.String({ minLength: 1 }) }), { x: '' }],
  minLength: [Type.Object({ x: Type.String({ minLength: 3 }) }), { x: 'a' }],
  maxLength: [Type.Object({ x: Type.String({ maxLength: 3 }) }), { x: 'abcd' }],
  minimum: [Type.Object({ x: Type.Integer({ minimum: 5 }) }), { x: 2 }],
  maximum: [Type.Object({ x: Type.Integer({ maximum: 5 }) }), { x: 9 }],
  email: [Type.Object({ x: Type.String({ format: 'email' }) }), { x: 'nope' }],
  format: [Type.Object({ x: Type.String({ pattern: '^a+$' }) }), { x: 'b' }],
  wholeNumber: [Type.Object({ x: Type.Integer() }), { x: 1.5 }],
  number: [Type.Object({ x: Type.Number() }), { x: 'seven' }],
  minItems: [Type.Object({ x: Type.Array(Type.String(), { minItems: 2 }) }), { x: ['a'] }],
  maxItems: [Type.Object({ x: Type.Array(Type.String(), { maxItems: 1 }) }), { x: ['a', 'b'] }],
  invalidCharacters: [Type.Object({ x: NameField({ label: 'Label', maxLength: 20 }) }), { x: 'a\uD800' }],
  controlCharacters: [Type.Object({ x: NameField({ label: 'Label', maxLength: 20 }) }), { x: 'a\u0007b' }],
};

/** The server's refusal of a case: its detail and its English message, as the error handler makes them. */
function refusal(rule: ValidationRule) {
  const [schema, body] = CASES[rule];
  const validate = requestValidator('body', schema);
  expect(validate(body)).toBe(false);
  const error = validate.errors![0]!;
  return { detail: detailOf(error), message: messageOf('Label', ruleOf(error)) };
}

const labelOf = (label: string) => (path: string) => (path === 'x' ? label : undefined);

describe('a refused field in the reader’s words', () => {
  it.each(VALIDATION_RULES)(
    'the server names the rule %s, and the form says it in English as the server does',
    (rule) => {
      const { detail, message } = refusal(rule);
      expect(detail.rule).toBe(rule);
      expect(sentenceOf(english, detail, labelOf('Label'))).toBe(message);
    },
  );

  it('says each rule in every language with the form’s label, never beside the server’s English', async () => {
    for (const language of ['es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const) {
      const intl = createIntl({ locale: language, messages: await loadCatalog(language) });
      for (const rule of VALIDATION_RULES) {
        const { detail } = refusal(rule);
        const text = sentenceOf(intl, detail, labelOf('«Champ»'))!;
        expect(text, `${language} ${rule}`).toContain('«Champ»');
        expect(text, `${language} ${rule}`).not.toContain(detail.message);
        if (detail.limit !== undefined) expect(text, `${language} ${rule}`).toContain(intl.formatNumber(detail.limit));
      }
    }
  });

  it('gives the toast and the field the French sentence, and keeps a sentence of the server’s own', async () => {
    const french = createIntl({ locale: 'fr', messages: await loadCatalog('fr') });
    const answer = new ApiError(400, 'Phone is required', 'VALIDATION_ERROR', [
      { field: 'phone', message: 'is required', rule: 'required' },
    ]);
    const phone = (path: string) => (path === 'phone' ? 'Téléphone' : undefined);
    expect((readableError(french, answer, phone) as ApiError).message).toBe('Téléphone : ce champ est obligatoire');
    expect(fieldErrorOf(french, answer, phone)).toEqual({
      path: 'phone',
      text: 'Téléphone : ce champ est obligatoire',
    });
    // A service's reason of its own has no rule name and no translation: the server's whole sentence,
    // not the French label before English words; in English, the form's label and the server's words.
    const own = new ApiError(400, 'Role name is reserved: it reads as the Owner role', 'VALIDATION_ERROR', [
      { field: 'name', message: 'is reserved: it reads as the Owner role' },
    ]);
    expect(fieldErrorOf(french, own, (path) => (path === 'name' ? 'Nom du rôle' : undefined))?.text).toBe(
      'Role name is reserved: it reads as the Owner role',
    );
    expect(fieldErrorOf(english, own, (path) => (path === 'name' ? 'Name' : undefined))?.text).toBe(
      'Name is reserved: it reads as the Owner role',
    );
  });

  it('names the rule of a service’s refusal said in the standard words', () => {
    expect(new ValidationError('name', 'is required').details).toEqual([
      { field: 'name', message: 'is required', rule: 'required' },
    ]);
    expect(new ValidationError('name', 'is reserved').details).toEqual([{ field: 'name', message: 'is reserved' }]);
  });

  it('groups a large limit as the reader writes numbers', () => {
    const detail = {
      field: 'x',
      message: 'must be at most 10000 characters',
      rule: 'maxLength',
      limit: 10_000,
    } as const;
    expect(sentenceOf(english, detail, labelOf('Bio'))).toBe('Bio must be at most 10,000 characters');
  });
});
