import { Card, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { AUDIT_LOG_LEVELS, type SecurityPolicy } from '../../../../server/contract/security-policy';
import { SwitchField } from '../../components/form/fields';
import { LimitedNumberField } from '../../components/form/LimitedNumberField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { SECURITY_NUMBER_LIMITS } from './limits';

export const AUDIT_ANCHOR = 'security-policy-audit';
const LEVEL_PATH = 'auditLog.logLevel';
type LogLevel = SecurityPolicy['auditLog']['logLevel'];

/**
 * Audit Log: whether changes are recorded (changes to this policy always are), how much of each,
 * and how long the activity is kept before the daily clean-up deletes it.
 */
export function AuditLogCard({ form, values }: { form: SettingsDocument<SecurityPolicy>; values: SecurityPolicy }) {
  const intl = useIntl();
  const levelError = form.fieldError?.path === LEVEL_PATH ? form.fieldError.text : undefined;
  return (
    <Card
      className="settings-card"
      id={AUDIT_ANCHOR}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${AUDIT_ANCHOR}-title`}
    >
      <h2 className="settings-card-title" id={`${AUDIT_ANCHOR}-title`}>
        {intl.formatMessage({ id: 'securityPolicy.audit.title' })}
      </h2>
      <p className="settings-hint">{intl.formatMessage({ id: 'securityPolicy.audit.description' })}</p>
      <SwitchField
        form={form}
        path="auditLog.enabled"
        help={intl.formatMessage({ id: 'securityPolicy.audit.enabled.help' })}
      />
      <FormGroup helperText={levelError} intent={levelError !== undefined ? 'danger' : 'none'}>
        <RadioGroup
          label={form.labelOf(LEVEL_PATH)}
          name={form.fieldId(LEVEL_PATH)}
          selectedValue={values.auditLog.logLevel}
          disabled={form.readOnly}
          onChange={(event) => form.set(LEVEL_PATH, event.currentTarget.value as LogLevel)}
        >
          {AUDIT_LOG_LEVELS.map((level) => (
            <Radio
              key={level}
              value={level}
              labelElement={
                <span>
                  <strong>{intl.formatMessage({ id: `securityPolicy.audit.level.${level}` })}</strong>
                  <span className="settings-hint security-policy-level-help">
                    {intl.formatMessage({ id: `securityPolicy.audit.level.${level}.help` })}
                  </span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormGroup>
      <LimitedNumberField
        form={form}
        path="auditLog.retentionDays"
        limits={SECURITY_NUMBER_LIMITS.retentionDays}
        unit={intl.formatMessage({ id: 'securityPolicy.unit.days' })}
        help={intl.formatMessage({ id: 'securityPolicy.audit.retention.help' })}
      />
    </Card>
  );
}
