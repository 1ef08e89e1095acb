import { useIntl } from 'react-intl';
import { DATABASE_BACKUP_FREQUENCIES } from '../../../../server/contract/database-backups';
import type { SystemConfiguration } from '../../../../server/contract/system-configuration';
import { SelectField, SwitchField } from '../../components/form/fields';
import { LimitedNumberField } from '../../components/form/LimitedNumberField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { ConfigCard } from './ConfigCard';
import { SYSTEM_NUMBER_LIMITS } from './limits';

export const BACKUP_ANCHOR = 'system-config-backup';

/**
 * Backup & Maintenance: maintenance mode (confirmed before the save that turns it on), the desktop
 * app's database backups and how long activity is kept.
 */
export function BackupMaintenanceCard({
  form,
  values,
}: {
  form: SettingsDocument<SystemConfiguration>;
  values: SystemConfiguration;
}) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ConfigCard
      anchor={BACKUP_ANCHOR}
      titleId="systemConfig.backup.title"
      descriptionId="systemConfig.backup.description"
    >
      <SwitchField form={form} path="system.maintenanceMode" help={text('systemConfig.maintenanceMode.help')} />
      <SwitchField form={form} path="system.autoBackupEnabled" help={text('systemConfig.autoBackupEnabled.help')} />
      <div className="settings-grid">
        <SelectField
          form={form}
          path="system.backupFrequency"
          // Kept while automatic backups are off, for when they are turned on again.
          disabled={!values.system.autoBackupEnabled}
          help={text('systemConfig.backupFrequency.help')}
          options={DATABASE_BACKUP_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: text(`systemConfig.backupFrequency.${frequency}`),
          }))}
        />
        <LimitedNumberField
          form={form}
          path="system.auditLogRetention"
          limits={SYSTEM_NUMBER_LIMITS.auditLogRetention}
          unit={text('systemConfig.unit.days')}
          help={text('systemConfig.auditLogRetention.help')}
        />
      </div>
    </ConfigCard>
  );
}
