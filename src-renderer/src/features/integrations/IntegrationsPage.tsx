import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { DocumentForm } from '../../components/form/DocumentForm';
import { TextField } from '../../components/form/fields';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/en';
import { useBrandingEndpoint } from '../branding/document';
import { linkPath } from '../branding/social-links';
import { integrationsBody } from './integrations-body';
import { PlannedIntegrationsCard } from './PlannedIntegrationsCard';
import './integrations.css';

const LABELS: Readonly<Record<string, MessageId>> = {
  'socialMedia.googleReviewUrl': 'integrations.field.googleReviewUrl',
};

/**
 * Integrations (spec part 2 §2): the Google review link, saved with the other social links as they
 * are (If-Match like every settings form), and the planned integrations. Anyone with
 * manage_integration_settings may use it; the server lets them save the links and nothing else.
 */
export function IntegrationsPage() {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const form = useSettingsDocument(useBrandingEndpoint(), {
    idPrefix: 'integrations',
    toBody: integrationsBody,
    labels: LABELS,
    messages: {
      saved: 'integrations.toast.saved',
      failed: 'integrations.toast.error',
      failedBody: 'integrations.toast.saveFailed',
      loadFailed: ['integrations.toast.error', 'integrations.toast.loadFailed'],
    },
  });

  return (
    <>
      <PageHeader title={text('section.organization.integrations')} subtitle={text('integrations.subtitle')} />
      <DocumentForm
        form={form}
        loadFailure={{ title: text('integrations.toast.loadFailed'), description: text('toast.fallback') }}
      >
        {() => (
          <Card className="settings-card" role="region" aria-labelledby="integrations-google-title">
            <h2 id="integrations-google-title" className="settings-card-title">
              {text('integrations.google.title')}
            </h2>
            <p className="settings-card-description">{text('integrations.google.description')}</p>
            <TextField
              form={form}
              path={linkPath('googleReviewUrl')}
              type="url"
              autoComplete="off"
              maxLength={500}
              help={text('integrations.googleReviewUrl.help')}
            />
          </Card>
        )}
      </DocumentForm>
      <div className="settings-page">
        <PlannedIntegrationsCard />
      </div>
    </>
  );
}
