import { describe, expect, it } from 'vitest';
import { diffChanges } from './diff';

describe('diffChanges', () => {
  it('reports changed top-level fields only', () => {
    expect(diffChanges({ name: 'Old', phone: '123', open: true }, { name: 'New', phone: '123', open: false })).toEqual({
      name: { before: 'Old', after: 'New' },
      open: { before: true, after: false },
    });
  });

  it('is empty when nothing changed', () => {
    expect(diffChanges({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual({});
  });

  it('turns nested fields into dotted paths and omits unchanged ones', () => {
    const before = { address: { city: 'Leeds', street: 'High St', geo: { lat: 1, lng: 2 } }, name: 'Salon' };
    const after = { address: { city: 'York', street: 'High St', geo: { lat: 1, lng: 3 } }, name: 'Salon' };
    expect(diffChanges(before, after)).toEqual({
      'address.city': { before: 'Leeds', after: 'York' },
      'address.geo.lng': { before: 2, after: 3 },
    });
  });

  it('shows null on the missing side of an added or removed key', () => {
    expect(diffChanges({ kept: 1, removed: 'x' }, { kept: 1, added: 'y' })).toEqual({
      removed: { before: 'x', after: null },
      added: { before: null, after: 'y' },
    });
  });

  it('compares arrays as one value', () => {
    expect(diffChanges({ days: ['mon', 'tue'] }, { days: ['mon', 'wed'] })).toEqual({
      days: { before: ['mon', 'tue'], after: ['mon', 'wed'] },
    });
    expect(diffChanges({ days: [{ d: 'mon' }] }, { days: [{ d: 'mon' }] })).toEqual({});
  });

  it('treats a change of type as a change of value', () => {
    expect(diffChanges({ limit: 5 }, { limit: '5' })).toEqual({ limit: { before: 5, after: '5' } });
    expect(diffChanges({ opt: { a: 1 } }, { opt: null })).toEqual({ opt: { before: { a: 1 }, after: null } });
  });

  it("names a change of two plain values 'value'", () => {
    expect(diffChanges('a', 'b')).toEqual({ value: { before: 'a', after: 'b' } });
  });

  it.each([
    'password',
    'newPassword',
    'totpSecret',
    'token',
    'refreshToken',
    'apiKey',
    'api_key',
    'privateKey',
    'code',
    'verificationCode',
  ])('hides the values of the secret-looking field %s on both sides', (field) => {
    expect(diffChanges({ [field]: 'old-secret' }, { [field]: 'new-secret' })).toEqual({
      [field]: { before: '[hidden]', after: '[hidden]' },
    });
  });

  it('hides a secret field that is added or removed, and a nested one', () => {
    expect(diffChanges({ apiKey: 'sk_live' }, {})).toEqual({ apiKey: { before: '[hidden]', after: '[hidden]' } });
    expect(diffChanges({}, { token: 'abc' })).toEqual({ token: { before: '[hidden]', after: '[hidden]' } });
    expect(diffChanges({ smtp: { host: 'a', password: 'old' } }, { smtp: { host: 'a', password: 'new' } })).toEqual({
      'smtp.password': { before: '[hidden]', after: '[hidden]' },
    });
  });

  it('never records a secret held inside an object that is added or removed whole', () => {
    expect(diffChanges({ smtp: { host: 'mail.example.com', password: 'p4ss' } }, { smtp: null })).toEqual({
      smtp: { before: { host: 'mail.example.com', password: '[hidden]' }, after: null },
    });
    expect(diffChanges({}, { gateways: [{ name: 'stripe', secretKey: 'sk_live_123' }] })).toEqual({
      gateways: { before: null, after: [{ name: 'stripe', secretKey: '[hidden]' }] },
    });
  });

  it('never records values below a secret-named object', () => {
    const changes = diffChanges({ apiKeys: { stripe: 'sk_old' } }, { apiKeys: { stripe: 'sk_new' } });
    expect(changes).toEqual({ 'apiKeys.stripe': { before: '[hidden]', after: '[hidden]' } });
  });

  it('keeps ordinary fields that merely contain a secret word in the middle visible', () => {
    expect(diffChanges({ codeLength: 6 }, { codeLength: 8 })).toEqual({ codeLength: { before: 6, after: 8 } });
  });
});
