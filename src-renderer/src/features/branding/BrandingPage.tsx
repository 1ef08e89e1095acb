import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BrandingConfig } from '../../../../server/contract/branding';
import { logoSaved } from '../../app/branding/logo-store';
import { useSession } from '../../app/session/SessionContext';
import { DocumentForm } from '../../components/form/DocumentForm';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { brandingBody } from './branding-body';
import { BrandingPreviewDialog } from './BrandingPreviewDialog';
import { ColorField } from './ColorField';
import { useBrandingEndpoint } from './document';
import { LogoCard } from './LogoCard';
import { SocialLinksCard } from './SocialLinksCard';
import './branding.css';

const FOOTER_MAX = 500;

/** Every field's label, by its path: the form's labels, and how a refusal names the field. */
const LABELS: Readonly<Record<string, MessageId>> = {
  brandName: 'branding.field.brandName',
  logoUrl: 'branding.logo.title',
  showOrganizationName: 'branding.field.showOrganizationName',
  phone: 'branding.field.phone',
  email: 'branding.field.email',
  website: 'branding.field.website',
  primaryColor: 'branding.field.primaryColor',
  secondaryColor: 'branding.field.secondaryColor',
  emailFooter: 'branding.field.emailFooter',
  'socialMedia.facebook': 'branding.field.facebook',
  'socialMedia.instagram': 'branding.field.instagram',
  'socialMedia.twitter': 'branding.field.twitter',
  'socialMedia.website': 'branding.field.socialWebsite',
};

/**
 * Branding & Communications (spec part 2 §2): the logo, the brand name, contact details, colours,
 * the email footer and social links, saved with If-Match; Preview Changes shows the unsaved brand
 * as clients will see it.
 */
export function BrandingPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { organization } = useSession();
  const [previewing, setPreviewing] = useState(false);
  const text = (id: MessageId) => intl.formatMessage({ id });
  const form = useSettingsDocument(useBrandingEndpoint(), {
    idPrefix: 'branding',
    toBody: brandingBody,
    labels: LABELS,
    messages: {
      saved: 'branding.toast.saved',
      failed: 'branding.toast.error',
      failedBody: 'branding.toast.saveFailed',
      loadFailed: ['branding.toast.error', 'branding.toast.loadFailed'],
    },
    onSaved: (saved: BrandingConfig) => {
      notify.success(text('branding.toast.saved'));
      // The header here shows it at once; other windows of the app are told to read it again.
      logoSaved(organization.id, saved.logoUrl);
    },
  });
  const shownName = (values: BrandingConfig) => values.brandName.trim() || organization.name;

  return (
    <>
      <PageHeader title={text('section.organization.branding')} subtitle={text('branding.subtitle')} />
      <DocumentForm
        form={form}
        loadFailure={{ title: text('branding.toast.loadFailed'), description: text('toast.fallback') }}
        actions={
          <Button
            icon="eye-open"
            text={text('branding.preview.open')}
            disabled={form.values === undefined}
            onClick={() => setPreviewing(true)}
          />
        }
      >
        {(values) => (
          <>
            {form.dirty && (
              <Callout intent={Intent.WARNING} icon="info-sign" className="branding-unsaved">
                {text('branding.unsaved')}
              </Callout>
            )}
            <LogoCard form={form} values={values} shownName={shownName(values)} />

            <Card className="settings-card" role="region" aria-labelledby="branding-contact-title">
              <h2 id="branding-contact-title" className="settings-card-title">
                {text('branding.contact.title')}
              </h2>
              <p className="settings-card-description">{text('branding.contact.description')}</p>
              <div className="settings-grid">
                <TextField form={form} path="phone" type="tel" autoComplete="tel" maxLength={40} />
                <TextField form={form} path="email" type="email" autoComplete="email" maxLength={254} />
                <TextField form={form} path="website" type="url" autoComplete="url" maxLength={200} />
              </div>
            </Card>

            <Card className="settings-card" role="region" aria-labelledby="branding-colors-title">
              <h2 id="branding-colors-title" className="settings-card-title">
                {text('branding.colors.title')}
              </h2>
              <p className="settings-card-description">{text('branding.colors.description')}</p>
              <div className="settings-grid">
                <ColorField form={form} path="primaryColor" />
                <ColorField form={form} path="secondaryColor" />
              </div>
            </Card>

            <Card className="settings-card" role="region" aria-labelledby="branding-email-title">
              <h2 id="branding-email-title" className="settings-card-title">
                {text('branding.email.title')}
              </h2>
              <TextAreaField
                form={form}
                path="emailFooter"
                maxLength={FOOTER_MAX}
                countHelp={(count, max) => intl.formatMessage({ id: 'branding.emailFooter.help' }, { count, max })}
              />
            </Card>

            <SocialLinksCard form={form} />

            <BrandingPreviewDialog
              isOpen={previewing}
              onClose={() => setPreviewing(false)}
              values={values}
              shownName={shownName(values)}
            />
          </>
        )}
      </DocumentForm>
    </>
  );
}
