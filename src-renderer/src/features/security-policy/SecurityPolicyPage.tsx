import { useIntl } from 'react-intl';
import { DocumentForm } from '../../components/form/DocumentForm';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import { AuditLogCard } from './AuditLogCard';
import { securityPolicyBody, securityPolicyEndpoint, useMyAddress } from './document';
import { SECURITY_POLICY_LABELS } from './labels';
import { PasswordPolicyCard } from './PasswordPolicyCard';
import { SessionCard } from './SessionCard';
import { TwoFactorCard } from './TwoFactorCard';
import '../../components/form/styles';
import './security-policy.css';

/**
 * Security & Compliance (organization/security, spec part 3 §2, §3, §5, §8, §9): the password
 * policy, session management, two-factor and the audit log, saved as one versioned document that
 * the server enforces. The help under each field says what the server does with it. A refused save
 * shows the server's reason (an address list that would lock the saver out names their address),
 * else the spec's words.
 */
export function SecurityPolicyPage() {
  const intl = useIntl();
  const myAddress = useMyAddress();
  const form = useSettingsDocument(securityPolicyEndpoint, {
    idPrefix: 'security-policy',
    toBody: securityPolicyBody,
    labels: SECURITY_POLICY_LABELS,
    messages: {
      saved: 'securityPolicy.toast.saved',
      failed: 'securityPolicy.toast.saveFailed',
      failedBody: 'securityPolicy.toast.saveFailedBody',
      loadFailed: ['securityPolicy.toast.loadFailed', 'securityPolicy.toast.loadFailedBody'],
    },
  });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.security' })}
        subtitle={intl.formatMessage({ id: 'securityPolicy.subtitle' })}
      />
      <DocumentForm
        form={form}
        className="security-policy-form"
        loadFailure={{
          title: intl.formatMessage({ id: 'securityPolicy.toast.loadFailed' }),
          description: intl.formatMessage({ id: 'securityPolicy.toast.loadFailedBody' }),
        }}
      >
        {(values) => (
          <>
            <PasswordPolicyCard form={form} />
            <SessionCard form={form} values={values} myAddress={myAddress.isError ? null : myAddress.data} />
            <TwoFactorCard form={form} values={values} />
            <AuditLogCard form={form} values={values} />
          </>
        )}
      </DocumentForm>
    </>
  );
}
