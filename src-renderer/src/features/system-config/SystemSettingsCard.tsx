import { useIntl } from 'react-intl';
import type { SystemConfiguration } from '../../../../server/contract/system-configuration';
import { SwitchField } from '../../components/form/fields';
import { LimitedNumberField } from '../../components/form/LimitedNumberField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { ConfigCard } from './ConfigCard';
import { SYSTEM_NUMBER_LIMITS } from './limits';

export const SYSTEM_ANCHOR = 'system-config-system';

/** System Settings: who may join, how many, how long a sign-in lasts, uploads, what is watched. */
export function SystemSettingsCard({ form }: { form: SettingsDocument<SystemConfiguration> }) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ConfigCard
      anchor={SYSTEM_ANCHOR}
      titleId="systemConfig.system.title"
      descriptionId="systemConfig.system.description"
    >
      <SwitchField form={form} path="system.registrationOpen" help={text('systemConfig.registrationOpen.help')} />
      <SwitchField
        form={form}
        path="system.emailVerificationRequired"
        help={text('systemConfig.emailVerificationRequired.help')}
      />
      <div className="settings-grid">
        <LimitedNumberField
          form={form}
          path="system.maxUsersPerOrg"
          limits={SYSTEM_NUMBER_LIMITS.maxUsersPerOrg}
          unit={text('systemConfig.unit.users')}
          help={text('systemConfig.maxUsersPerOrg.help')}
        />
        <LimitedNumberField
          form={form}
          path="system.sessionTimeout"
          limits={SYSTEM_NUMBER_LIMITS.sessionTimeout}
          unit={text('systemConfig.unit.hours')}
          help={text('systemConfig.sessionTimeout.help')}
        />
        <LimitedNumberField
          form={form}
          path="system.maxFileUploadSize"
          limits={SYSTEM_NUMBER_LIMITS.maxFileUploadSize}
          unit={text('systemConfig.unit.megabytes')}
          help={text('systemConfig.maxFileUploadSize.help')}
        />
      </div>
      <SwitchField form={form} path="system.systemNotifications" help={text('systemConfig.systemNotifications.help')} />
      <SwitchField
        form={form}
        path="system.performanceMonitoring"
        help={text('systemConfig.performanceMonitoring.help')}
      />
      <SwitchField form={form} path="system.errorReporting" help={text('systemConfig.errorReporting.help')} />
    </ConfigCard>
  );
}
