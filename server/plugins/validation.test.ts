import { Ajv, type ErrorObject } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { Type, type TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { NameField, TextField } from '../contract/common';
import { ConflictError, ValidationError } from '../errors';
import {
  fieldOf,
  labelAtPath,
  labelOfError,
  makeAjv as makeServerAjv,
  messageOf,
  ruleOf,
  serviceErrorMessage,
  subjectOf,
  unsafeValueError,
} from './validation';

// Same interop dance as validation.ts: ajv-formats is CommonJS with a default export.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport;

function makeAjv(): Ajv {
  const ajv = new Ajv({ verbose: true, allErrors: false });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return ajv;
}

/** The one ajv error a payload gets against a schema (allErrors: false stops at the first). */
function errorFor(schema: TSchema, payload: unknown): ErrorObject {
  const validate = makeAjv().compile(schema);
  expect(validate(payload)).toBe(false);
  const [error] = validate.errors ?? [];
  expect(error).toBeDefined();
  return error!;
}

const describeError = (error: ErrorObject) => ({ field: fieldOf(error), rule: ruleOf(error) });

const Address = Type.Object(
  { city: Type.String({ minLength: 2 }), zip: Type.String() },
  { additionalProperties: false },
);
const Person = Type.Object(
  {
    name: Type.String({ minLength: 3, maxLength: 10 }),
    email: Type.Optional(Type.String({ format: 'email' })),
    age: Type.Optional(Type.Integer({ minimum: 18, maximum: 120 })),
    address: Type.Optional(Address),
    nickname: Type.Optional(Type.String({ minLength: 1 })),
    color: Type.Optional(Type.Enum(['a', 'b'])),
    size: Type.Optional(Type.Union([Type.Literal('s'), Type.Literal('m')])),
    tags: Type.Optional(Type.Array(Type.String(), { maxItems: 2 })),
    phone: Type.Optional(Type.String({ pattern: '^\\+?[0-9 ]+$' })),
    slug: Type.Optional(Type.String({ pattern: '^[a-z-]+$', errorMessage: 'may use only a-z and hyphens' })),
  },
  { additionalProperties: false },
);

describe('fieldOf and ruleOf', () => {
  it.each<[string, unknown, { field: string; rule: string }]>([
    ['a missing property', {}, { field: 'name', rule: 'is required' }],
    ['an unknown property', { name: 'Ada', colour: 'red' }, { field: 'colour', rule: 'is not an accepted field' }],
    [
      'a missing nested property',
      { name: 'Ada', address: { zip: 'LS1' } },
      { field: 'address.city', rule: 'is required' },
    ],
    [
      'an unknown nested property',
      { name: 'Ada', address: { city: 'Leeds', zip: 'LS1', county: 'W Yorks' } },
      { field: 'address.county', rule: 'is not an accepted field' },
    ],
    [
      'a nested value too short',
      { name: 'Ada', address: { city: 'L', zip: 'LS1' } },
      { field: 'address.city', rule: 'must be at least 2 characters' },
    ],
    ['a bad email', { name: 'Ada', email: 'not-an-email' }, { field: 'email', rule: 'must be a valid email address' }],
    ['a name too short', { name: 'Al' }, { field: 'name', rule: 'must be at least 3 characters' }],
    ['a name too long', { name: 'Bartholomew!' }, { field: 'name', rule: 'must be at most 10 characters' }],
    ['an empty required text', { name: 'Ada', nickname: '' }, { field: 'nickname', rule: 'must not be empty' }],
    ['a number as text', { name: 42 }, { field: 'name', rule: 'must be a string' }],
    ['a fraction for an integer', { name: 'Ada', age: 30.5 }, { field: 'age', rule: 'must be a whole number' }],
    ['a value under the minimum', { name: 'Ada', age: 17 }, { field: 'age', rule: 'must be 18 or more' }],
    ['a value over the maximum', { name: 'Ada', age: 121 }, { field: 'age', rule: 'must be 120 or less' }],
    ['a value outside an enum', { name: 'Ada', color: 'c' }, { field: 'color', rule: 'must be one of: a, b' }],
    ['too many items', { name: 'Ada', tags: ['x', 'y', 'z'] }, { field: 'tags', rule: 'must have at most 2 items' }],
    ['a pattern mismatch', { name: 'Ada', phone: 'call me' }, { field: 'phone', rule: 'has an invalid format' }],
    [
      'a schema errorMessage',
      { name: 'Ada', slug: 'Not A Slug' },
      { field: 'slug', rule: 'may use only a-z and hyphens' },
    ],
    ['a body that is not an object', 'text', { field: '', rule: 'must be a object' }],
  ])('describes %s', (_name, payload, expected) => {
    expect(describeError(errorFor(Person, payload))).toEqual(expected);
  });

  it('lets a schema errorMessage win over the generic text for any keyword', () => {
    const schema = Type.Object({
      code: Type.String({ minLength: 4, errorMessage: 'must be the 4-digit code from the letter' }),
    });
    expect(describeError(errorFor(schema, { code: '12' }))).toEqual({
      field: 'code',
      rule: 'must be the 4-digit code from the letter',
    });
  });

  it('describes the anyOf error of a union of literals by listing the literals', () => {
    // ajv reports each branch's `const` failure first and the `anyOf` error last.
    const validate = makeAjv().compile(Person);
    expect(validate({ name: 'Ada', size: 'xl' })).toBe(false);
    const errors = validate.errors ?? [];
    expect(errors.map((e) => e.keyword)).toEqual(['const', 'const', 'anyOf']);
    expect(describeError(errors[2]!)).toEqual({ field: 'size', rule: 'must be one of: s, m' });
  });

  it('says "is not valid" for an anyOf whose branches are not all literals', () => {
    const validate = makeAjv().compile(Type.Object({ when: Type.Union([Type.String(), Type.Null()]) }));
    expect(validate({ when: 5 })).toBe(false);
    const anyOf = (validate.errors ?? []).find((e) => e.keyword === 'anyOf');
    expect(anyOf).toBeDefined();
    expect(describeError(anyOf!)).toEqual({ field: 'when', rule: 'is not valid' });
  });

  it('names a missing property inside an array item by its index', () => {
    const schema = Type.Object({ people: Type.Array(Type.Object({ email: Type.String() })) });
    expect(describeError(errorFor(schema, { people: [{ email: 'a@b.co' }, {}] }))).toEqual({
      field: 'people.1.email',
      rule: 'is required',
    });
  });

  it.each([
    ['minItems', Type.Array(Type.String(), { minItems: 2 }), ['x'], 'must have at least 2 items'],
    ['const', Type.Literal('yes'), 'no', 'must be yes'],
    ['other formats', Type.String({ format: 'uri' }), 'not a uri', 'must be a valid uri'],
  ])('describes %s at the root with an empty field', (_keyword, schema, payload, rule) => {
    expect(describeError(errorFor(schema, payload))).toEqual({ field: '', rule });
  });
});

describe('the plainText rule and the checks every field gets', () => {
  const Form = Type.Object(
    {
      firstName: NameField({ label: 'First name', maxLength: 20, errorMessage: 'First name is required' }),
      nickname: Type.Optional(NameField({ maxLength: 20 })),
      jobTitle: Type.Optional(TextField({ label: 'Job title', maxLength: 20 })),
      bio: Type.Optional(TextField({ label: 'Bio', maxLength: 200, multiline: true })),
    },
    { additionalProperties: false },
  );
  const validate = makeServerAjv().compile(Form);
  const described = (payload: unknown) => {
    expect(validate(payload)).toBe(false);
    const error = validate.errors![0]!;
    return `${subjectOf(error)} ${ruleOf(error)}`;
  };

  it.each([
    [{ firstName: 'Ol\u0000ivia' }, 'First name must not contain control characters'],
    [{ firstName: 'Olivia\uD800' }, 'First name must not contain invalid characters'],
    [{ firstName: '  \u200B ' }, 'First name is required'],
    [{ firstName: 'Ada', jobTitle: 'Chief\nStylist' }, 'Job title must not contain control characters'],
    [{ firstName: 'Ada', bio: 'One\nTwo\u0007' }, 'Bio must not contain control characters'],
    [{ firstName: 'Ada', nickname: '\u0001' }, 'nickname must not contain control characters'],
  ])('names the field by its label: %j', (payload, message) => {
    expect(described(payload)).toBe(message);
  });

  it('keeps a field’s own errorMessage for its other rules', () => {
    expect(described({ firstName: '' })).toBe('firstName First name is required');
  });

  it('accepts real names, emoji and multi-line text', () => {
    expect(validate({ firstName: 'Zoë 李 😀', jobTitle: '', bio: 'One\r\nTwo\tThree' })).toBe(true);
  });

  it('refuses numbers JSON parses as Infinity', () => {
    const check = makeServerAjv().compile(Type.Object({ n: Type.Number() }));
    expect(check({ n: Infinity })).toBe(false);
    expect(check({ n: 1e308 })).toBe(true);
  });

  it.each([
    [{ a: ['ok', { b: 'x\uD800' }] }, '/a/1/b', 'must not contain invalid characters'],
    [{ 'k\uDC00': 1 }, '/k\uDC00', 'must not contain invalid characters'],
    [{ page: Infinity }, '/page', 'must be a finite number'],
    [{ page: -Infinity }, '/page', 'must be a finite number'],
  ])('finds the unsafe value in %j', (value, instancePath, rule) => {
    const error = unsafeValueError(value);
    expect(error).toBeDefined();
    expect({ instancePath: error!.instancePath, rule: ruleOf(error!) }).toEqual({ instancePath, rule });
  });

  it('passes well-formed values, however deep', () => {
    let deep: unknown = 'end 😀';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unsafeValueError({ a: [1, 'two', { three: null }], deep })).toBeUndefined();
  });
});

describe('labels: the field as the user sees it', () => {
  const Body = Type.Object(
    {
      companyName: Type.String({ title: 'Company name', maxLength: 5 }),
      owner: NameField({ label: 'Owner name', maxLength: 20 }),
      address: Type.Optional(
        Type.Object(
          { city: Type.String({ title: 'City', minLength: 2 }), zip: Type.String() },
          { title: 'Address', additionalProperties: false },
        ),
      ),
      tags: Type.Optional(Type.Array(Type.Enum(['a', 'b']), { title: 'Tags' })),
      kind: Type.Optional(Type.Union([Type.Enum(['x', 'y']), Type.Null()], { title: 'Kind' })),
    },
    { additionalProperties: false },
  );
  const validate = makeServerAjv().compile(Body);
  const firstError = (payload: unknown) => {
    expect(validate(payload)).toBe(false);
    return validate.errors![0]!;
  };
  const labelled = (payload: unknown) => labelOfError(Body, firstError(payload));

  it.each<[string, unknown, string | undefined]>([
    ['a field’s own rule', { companyName: 'Too long', owner: 'A' }, 'Company name'],
    ['a missing field', { owner: 'A' }, 'Company name'],
    ['a nested field', { companyName: 'A', owner: 'A', address: { city: 'L', zip: '1' } }, 'City'],
    [
      'a nested field without a label of its own',
      { companyName: 'A', owner: 'A', address: { city: 'Leeds' } },
      undefined,
    ],
    ['an item of a labelled list', { companyName: 'A', owner: 'A', tags: ['c'] }, 'Tags'],
    ['a branch of a labelled union', { companyName: 'A', owner: 'A', kind: 'z' }, 'Kind'],
    ['an unknown field', { companyName: 'A', owner: 'A', colour: 'red' }, undefined],
  ])('finds the label of %s', (_what, payload, label) => {
    expect(labelled(payload)).toBe(label);
  });

  it('finds labels by payload path, for errors that name a field without a schema path', () => {
    expect(labelAtPath(Body, 'companyName')).toBe('Company name');
    expect(labelAtPath(Body, 'address.city')).toBe('City');
    expect(labelAtPath(Body, 'tags.3')).toBe('Tags');
    expect(labelAtPath(Body, 'address.zip')).toBeUndefined();
    expect(labelAtPath(Body, 'nowhere')).toBeUndefined();
    expect(labelAtPath(Body, '')).toBeUndefined();
  });

  it('says an empty name is required, as the spec does', () => {
    const error = firstError({ companyName: 'A', owner: '' });
    expect(ruleOf(error)).toBe('is required');
    expect(describeError(errorFor(Type.Object({ note: Type.String({ minLength: 1 }) }), { note: '' })).rule).toBe(
      'must not be empty',
    );
  });

  it('composes the message from the label, and lets a sentence of the spec stand alone', () => {
    expect(messageOf('Company name', 'is required')).toBe('Company name is required');
    expect(messageOf('Email', 'Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(messageOf('', 'must be a object')).toBe('Request must be a object');
  });

  it('relabels a service’s ValidationError by the route’s schema, keeping the key in the details', () => {
    const schema = { body: Body };
    const error = new ValidationError('companyName', 'is required');
    expect(serviceErrorMessage(error, schema)).toBe('Company name is required');
    expect(error.details).toEqual([{ field: 'companyName', message: 'is required', rule: 'required' }]);
    expect(serviceErrorMessage(new ValidationError('address.city', 'is too far'), schema)).toBe('City is too far');
    expect(serviceErrorMessage(new ValidationError('other', 'is wrong'), schema)).toBe('other is wrong');
    expect(serviceErrorMessage(new ValidationError('companyName', 'is wrong'), undefined)).toBe('companyName is wrong');
    expect(serviceErrorMessage(new ConflictError('Taken'), schema)).toBe('Taken');
  });
});
