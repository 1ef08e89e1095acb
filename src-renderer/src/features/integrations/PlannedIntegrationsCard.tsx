import { Card, Icon, Intent, Tag, type IconName } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import type { MessageId } from '../../i18n/en';

const FINANCIAL = 'organization/financial';

interface Planned {
  key: string;
  icon: IconName;
  title: MessageId;
  body: MessageId;
}

const PLANNED: readonly Planned[] = [
  {
    key: 'payments',
    icon: 'credit-card',
    title: 'integrations.planned.payments',
    body: 'integrations.planned.payments.body',
  },
  { key: 'sms', icon: 'mobile-phone', title: 'integrations.planned.sms', body: 'integrations.planned.sms.body' },
  {
    key: 'email-marketing',
    icon: 'envelope',
    title: 'integrations.planned.emailMarketing',
    body: 'integrations.planned.emailMarketing.body',
  },
];

/**
 * The planned integrations (spec part 2 §2), each marked Planned, with no button that would do
 * nothing. Payments already work through the gateways of Financial & Payments: a link goes there
 * for those who may open it.
 */
export function PlannedIntegrationsCard() {
  const intl = useIntl();
  const { sections, hrefOf } = useSettingsNavigation();
  const canOpenFinancial = sections.some((section) => section.path === FINANCIAL);

  const body = (item: Planned) => {
    if (item.key !== 'payments') return intl.formatMessage({ id: item.body });
    if (!canOpenFinancial) return intl.formatMessage({ id: 'integrations.planned.payments.bodyPlain' });
    return (
      <FormattedMessage
        id="integrations.planned.payments.body"
        values={{ link: (chunks) => <Link to={hrefOf(FINANCIAL)}>{chunks}</Link> }}
      />
    );
  };

  return (
    <Card className="settings-card" role="region" aria-labelledby="integrations-planned-title">
      <h2 id="integrations-planned-title" className="settings-card-title">
        {intl.formatMessage({ id: 'integrations.planned.title' })}
      </h2>
      <p className="settings-card-description">{intl.formatMessage({ id: 'integrations.planned.description' })}</p>
      <ul className="integrations-planned">
        {PLANNED.map((item) => (
          <li key={item.key} className="integrations-planned-item" aria-labelledby={`integrations-${item.key}`}>
            <Icon icon={item.icon} size={20} aria-hidden />
            <div>
              <h3 id={`integrations-${item.key}`} className="integrations-planned-title">
                {intl.formatMessage({ id: item.title })}
                <Tag minimal intent={Intent.PRIMARY}>
                  {intl.formatMessage({ id: 'integrations.planned.badge' })}
                </Tag>
              </h3>
              <p className="settings-hint">{body(item)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
