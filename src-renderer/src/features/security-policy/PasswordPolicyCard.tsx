import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { SecurityPolicy } from '../../../../server/contract/security-policy';
import { SwitchField } from '../../components/form/fields';
import { LimitedNumberField } from '../../components/form/LimitedNumberField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { SECURITY_NUMBER_LIMITS } from './limits';

export const PASSWORD_ANCHOR = 'security-policy-password';

const REQUIREMENTS = ['requireUppercase', 'requireLowercase', 'requireNumbers', 'requireSpecialChars'] as const;

/**
 * Password Policy: what every new password must meet (checked by the server wherever a member's
 * password is set) and how long one lasts before its owner must choose another.
 */
export function PasswordPolicyCard({ form }: { form: SettingsDocument<SecurityPolicy> }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Card
      className="settings-card"
      id={PASSWORD_ANCHOR}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${PASSWORD_ANCHOR}-title`}
    >
      <h2 className="settings-card-title" id={`${PASSWORD_ANCHOR}-title`}>
        {t('securityPolicy.password.title')}
      </h2>
      <p className="settings-hint">{t('securityPolicy.password.description')}</p>
      <div className="settings-grid">
        <LimitedNumberField
          form={form}
          path="passwordPolicy.minLength"
          limits={SECURITY_NUMBER_LIMITS.minLength}
          unit={t('securityPolicy.unit.characters')}
          help={t('securityPolicy.password.minLength.help')}
        />
        <LimitedNumberField
          form={form}
          path="passwordPolicy.expirationDays"
          limits={SECURITY_NUMBER_LIMITS.expirationDays}
          unit={t('securityPolicy.unit.days')}
          help={t('securityPolicy.password.expirationDays.help')}
        />
      </div>
      {REQUIREMENTS.map((rule) => (
        <SwitchField key={rule} form={form} path={`passwordPolicy.${rule}`} />
      ))}
      <p className="settings-hint">{t('securityPolicy.password.requirements.help')}</p>
    </Card>
  );
}
