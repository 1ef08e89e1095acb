import { Card } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BrandingConfig } from '../../../../server/contract/branding';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { TextField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { BRANDING_NETWORKS, linkPath } from './social-links';

const INTEGRATIONS = 'organization/integrations';

/**
 * The social links clients see (spec part 2 §2). The Google review link is edited on Integrations;
 * it stays in the form unseen here and goes back with the others on save (the server replaces the
 * links as a whole).
 */
export function SocialLinksCard({ form }: { form: SettingsDocument<BrandingConfig> }) {
  const intl = useIntl();
  const { sections, hrefOf } = useSettingsNavigation();
  const canOpenIntegrations = sections.some((section) => section.path === INTEGRATIONS);
  return (
    <Card className="settings-card" role="region" aria-labelledby="branding-social-title">
      <h2 id="branding-social-title" className="settings-card-title">
        {intl.formatMessage({ id: 'branding.social.title' })}
      </h2>
      <p className="settings-card-description">{intl.formatMessage({ id: 'branding.social.description' })}</p>
      <div className="settings-grid">
        {BRANDING_NETWORKS.map((network) => (
          <TextField key={network} form={form} path={linkPath(network)} type="url" autoComplete="off" maxLength={500} />
        ))}
      </div>
      <p className="settings-hint">
        {canOpenIntegrations ? (
          <FormattedMessage
            id="branding.social.googleReview"
            values={{ link: (chunks) => <Link to={hrefOf(INTEGRATIONS)}>{chunks}</Link> }}
          />
        ) : (
          intl.formatMessage({ id: 'branding.social.googleReviewPlain' })
        )}
      </p>
    </Card>
  );
}
