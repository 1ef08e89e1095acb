import { Card, Checkbox, Classes } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { SecurityPolicy, TwoFactorMethod } from '../../../../server/contract/security-policy';
import { SwitchField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';

export const TWO_FACTOR_ANCHOR = 'security-policy-two-factor';
const METHODS_PATH = 'twoFactorAuth.allowedMethods';

/**
 * Two-Factor Authentication: whether every member must have it (those without it, the saver
 * included, set it up at their next request), and the methods allowed. The authenticator app is
 * always allowed: recovery codes alone cannot be set up.
 */
export function TwoFactorCard({ form, values }: { form: SettingsDocument<SecurityPolicy>; values: SecurityPolicy }) {
  const intl = useIntl();
  const methods = values.twoFactorAuth.allowedMethods;
  const setRecoveryCodes = (allowed: boolean) => {
    const next: TwoFactorMethod[] = allowed ? ['authenticator', 'recovery_codes'] : ['authenticator'];
    form.set(METHODS_PATH, next);
  };
  const methodsError = form.fieldError?.path === METHODS_PATH ? form.fieldError.text : undefined;
  return (
    <Card
      className="settings-card"
      id={TWO_FACTOR_ANCHOR}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${TWO_FACTOR_ANCHOR}-title`}
    >
      <h2 className="settings-card-title" id={`${TWO_FACTOR_ANCHOR}-title`}>
        {intl.formatMessage({ id: 'securityPolicy.twoFactor.title' })}
      </h2>
      <p className="settings-hint">{intl.formatMessage({ id: 'securityPolicy.twoFactor.description' })}</p>
      <SwitchField
        form={form}
        path="twoFactorAuth.required"
        help={intl.formatMessage({ id: 'securityPolicy.twoFactor.required.help' })}
      />
      <fieldset className="security-policy-methods" id={form.fieldId(METHODS_PATH)}>
        <legend className={Classes.LABEL}>{form.labelOf(METHODS_PATH)}</legend>
        {/* Always on: readOnly, since nothing can change it. */}
        <Checkbox
          checked
          disabled
          readOnly
          label={intl.formatMessage({ id: 'securityPolicy.twoFactor.method.authenticator' })}
        />
        <p className="settings-hint">
          {intl.formatMessage({ id: 'securityPolicy.twoFactor.method.authenticator.help' })}
        </p>
        <Checkbox
          checked={methods.includes('recovery_codes')}
          disabled={form.readOnly}
          label={intl.formatMessage({ id: 'securityPolicy.twoFactor.method.recoveryCodes' })}
          onChange={(event) => setRecoveryCodes(event.currentTarget.checked)}
        />
        <p className="settings-hint">
          {intl.formatMessage({ id: 'securityPolicy.twoFactor.method.recoveryCodes.help' })}
        </p>
        {methodsError !== undefined && <p className="settings-field-error">{methodsError}</p>}
      </fieldset>
    </Card>
  );
}
