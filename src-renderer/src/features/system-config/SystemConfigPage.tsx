import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { DocumentForm } from '../../components/form/DocumentForm';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { NoAccess } from '../../components/NoAccess';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/toaster/useNotify';
import { useMyAddress } from '../security-policy/document';
import { BackupMaintenanceCard } from './BackupMaintenanceCard';
import { systemConfigBody, systemConfigEndpoint, systemConfigKeys, turnsMaintenanceOn } from './document';
import { SYSTEM_CONFIG_LABELS } from './labels';
import { MaintenanceDialog } from './MaintenanceDialog';
import { SecurityConfigCard } from './SecurityConfigCard';
import { SystemSettingsCard } from './SystemSettingsCard';
import '../../components/form/styles';

/**
 * System Configuration (route `system`, admin only; spec part 3 §2, §3, §5, §9): system settings,
 * security configuration, backup and maintenance, saved as one versioned document the server
 * applies. The help under each field says what the server does with it. The save that turns
 * maintenance mode on is confirmed first. Someone the server refuses (403) gets the spec's message.
 */
export function SystemConfigPage() {
  const intl = useIntl();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const myAddress = useMyAddress();
  const [confirming, setConfirming] = useState(false);
  const form = useSettingsDocument(systemConfigEndpoint, {
    idPrefix: 'system-config',
    toBody: systemConfigBody,
    labels: SYSTEM_CONFIG_LABELS,
    messages: {
      saved: 'systemConfig.toast.saved',
      failed: 'systemConfig.toast.saveFailed',
      failedBody: 'systemConfig.toast.saveFailedBody',
      // No load toast: the page says it, and a refusal (403) gets the spec's message instead.
    },
    onSaved: () => {
      notify.success(intl.formatMessage({ id: 'systemConfig.toast.saved' }));
      // The banner follows at once rather than at its next minute.
      void queryClient.invalidateQueries({ queryKey: systemConfigKeys.status });
    },
  });
  // Submitting (Save Changes, Enter) goes through here: maintenance mode waits for the answer.
  const guarded = {
    ...form,
    save: () => (turnsMaintenanceOn(form.document, form.values) ? setConfirming(true) : form.save()),
  };

  if (isApiError(form.loadError) && form.loadError.status === 403) {
    return <NoAccess titleId="section.system" bodyId="systemConfig.denied" />;
  }
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.system' })}
        subtitle={intl.formatMessage({ id: 'systemConfig.subtitle' })}
      />
      <DocumentForm
        form={guarded}
        loadFailure={{
          title: intl.formatMessage({ id: 'systemConfig.toast.loadFailed' }),
          description: intl.formatMessage({ id: 'systemConfig.toast.loadFailedBody' }),
        }}
      >
        {(values) => (
          <>
            <SystemSettingsCard form={form} />
            <SecurityConfigCard form={form} values={values} myAddress={myAddress.isError ? null : myAddress.data} />
            <BackupMaintenanceCard form={form} values={values} />
          </>
        )}
      </DocumentForm>
      <MaintenanceDialog
        isOpen={confirming}
        onConfirm={() => {
          setConfirming(false);
          form.save();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
