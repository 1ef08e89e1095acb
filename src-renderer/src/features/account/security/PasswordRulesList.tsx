import { Icon, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { unmetPasswordRules, type PasswordRule } from '../../../../../server/contract/password-rules';
import type { PasswordRules } from '../../../../../server/contract/security-policy';
import type { MessageId } from '../../../i18n/en';

const RULE_TEXT: Readonly<Record<PasswordRule, MessageId>> = {
  minLength: 'security.password.rule.minLength',
  uppercase: 'security.password.rule.uppercase',
  lowercase: 'security.password.rule.lowercase',
  number: 'security.password.rule.number',
  special: 'security.password.rule.special',
};

/** The rules the organization asks for, in order; each ticked once the typed password meets it. */
export function rulesAsked(rules: PasswordRules): PasswordRule[] {
  const asked: PasswordRule[] = ['minLength'];
  if (rules.requireUppercase) asked.push('uppercase');
  if (rules.requireLowercase) asked.push('lowercase');
  if (rules.requireNumbers) asked.push('number');
  if (rules.requireSpecialChars) asked.push('special');
  return asked;
}

/**
 * The security policy's password rules as a checklist under the new password, checked as the
 * person types with the same function the server uses (contract/password-rules.ts).
 */
export function PasswordRulesList({ rules, password }: { rules: PasswordRules; password: string }) {
  const intl = useIntl();
  const unmet = new Set(unmetPasswordRules(rules, password));
  return (
    <ul className="password-rules" aria-label={intl.formatMessage({ id: 'security.password.rules' })}>
      {rulesAsked(rules).map((rule) => {
        const met = password !== '' && !unmet.has(rule);
        return (
          <li key={rule} className={met ? 'password-rule-met' : undefined}>
            <Icon
              icon={met ? 'tick-circle' : 'circle'}
              intent={met ? Intent.SUCCESS : Intent.NONE}
              size={12}
              aria-hidden
            />{' '}
            {intl.formatMessage({ id: RULE_TEXT[rule] }, { min: rules.minLength })}
            <span className="bp6-text-muted">
              {' '}
              {intl.formatMessage({ id: met ? 'security.password.rule.met' : 'security.password.rule.unmet' })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
