import { describe, expect, it } from 'vitest';
import { passwordRulesMessage, unmetPasswordRules } from './password-rules';
import { DEFAULT_SECURITY_POLICY } from './security-policy';

const rules = DEFAULT_SECURITY_POLICY.passwordPolicy;

describe('password rules', () => {
  it('says the length first, in the spec’s words, then names every other unmet rule', () => {
    expect(passwordRulesMessage(rules, 'abc')).toBe('Password must be at least 8 characters long');
    expect(passwordRulesMessage(rules, 'abcdefgh')).toBe('Password must contain an uppercase letter and a number');
    expect(passwordRulesMessage({ ...rules, requireSpecialChars: true }, 'ABCDEFGH')).toBe(
      'Password must contain a lowercase letter, a number and a special character such as ! or #',
    );
    expect(passwordRulesMessage(rules, 'Good-pass-1')).toBeNull();
  });

  it('counts characters as people see them and letters of any script', () => {
    // Five emoji are five characters, not ten UTF-16 units.
    expect(unmetPasswordRules({ ...rules, minLength: 6 }, 'Ab1😀😀😀')).toEqual([]);
    expect(unmetPasswordRules(rules, 'Пароль-2026')).toEqual([]);
    expect(unmetPasswordRules(rules, 'пароль-2026')).toEqual(['uppercase']);
    expect(unmetPasswordRules({ ...rules, requireSpecialChars: true }, 'Password 2026')).toEqual([]);
  });

  it('asks for nothing the policy leaves off', () => {
    const loose = { ...rules, requireUppercase: false, requireLowercase: false, requireNumbers: false, minLength: 6 };
    expect(unmetPasswordRules(loose, 'aaaaaa')).toEqual([]);
  });
});
