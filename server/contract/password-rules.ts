import type { PasswordRules } from './security-policy';

/**
 * The organization's password rules, checked on the server wherever a password is set (first run,
 * a change, an invitation, a member created with a password, a change forced by expiry) and shown
 * by the screens as the user types. Isomorphic: the renderer imports it for the checklist.
 */
export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'special';

// Letters in any script count: a password in Greek or Cyrillic has upper and lower case too.
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const NUMBER = /\p{Nd}/u;
// Anything that is neither a letter nor a digit (punctuation, symbols, spaces).
const SPECIAL = /[^\p{L}\p{Nd}]/u;

/** The rules a password does not meet, in the order the screens list them. */
export function unmetPasswordRules(rules: PasswordRules, password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  if ([...password].length < rules.minLength) unmet.push('minLength');
  if (rules.requireUppercase && !UPPER.test(password)) unmet.push('uppercase');
  if (rules.requireLowercase && !LOWER.test(password)) unmet.push('lowercase');
  if (rules.requireNumbers && !NUMBER.test(password)) unmet.push('number');
  if (rules.requireSpecialChars && !SPECIAL.test(password)) unmet.push('special');
  return unmet;
}

const WHAT_IT_NEEDS: Record<Exclude<PasswordRule, 'minLength'>, string> = {
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
  number: 'a number',
  special: 'a special character such as ! or #',
};

/**
 * One sentence for what the password lacks. Too short, it is the spec's own sentence (part 1 §5,
 * 'Password must be at least 8 characters long', with the organization's length); long enough,
 * it names every other unmet rule: "Password must contain an uppercase letter and a number".
 * Null when the password meets them all.
 */
export function passwordRulesMessage(rules: PasswordRules, password: string): string | null {
  const unmet = unmetPasswordRules(rules, password);
  if (unmet.length === 0) return null;
  if (unmet.includes('minLength')) return `Password must be at least ${rules.minLength} characters long`;
  return `Password must contain ${joinAnd(unmet.map((rule) => WHAT_IT_NEEDS[rule as Exclude<PasswordRule, 'minLength'>]))}`;
}

function joinAnd(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
