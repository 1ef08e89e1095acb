import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Location } from '../../../../server/contract/locations';
import type { GatewayStatus, PaymentGateway } from '../../../../server/contract/payments';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';
import type { MessageId } from '../../i18n/en';
import { reasonText } from '../notification-logs/reason-text';
import { providerName } from './provider';

const STATUS: Readonly<Record<GatewayStatus, { intent: Intent; labelId: MessageId }>> = {
  connected: { intent: Intent.SUCCESS, labelId: 'financial.status.connected' },
  pending: { intent: Intent.WARNING, labelId: 'financial.status.pending' },
  disconnected: { intent: Intent.DANGER, labelId: 'financial.status.disconnected' },
};

interface GatewayCardProps {
  gateway: PaymentGateway;
  /** The organization's locations, to name the ones the gateway is limited to (may be unknown). */
  locations: readonly Location[] | undefined;
  testing: boolean;
  /** A change to this gateway (default, disable) is under way. */
  updating: boolean;
  onEdit: () => void;
  onTest: () => void;
  onSetDefault: () => void;
  onDisable: () => void;
}

/**
 * One connected gateway (spec part 2 §2, §4): its name, status, live or test mode, whether it is
 * the default, what it is used for and where, its last test; and Edit, Test Connection, Set as
 * default and Disable.
 */
export function GatewayCard({
  gateway,
  locations,
  testing,
  updating,
  onEdit,
  onTest,
  onSetDefault,
  onDisable,
}: GatewayCardProps) {
  const intl = useIntl();
  const display = useDateDisplay();
  const provider = providerName(gateway.type, gateway);
  const titleId = `gateway-card-${gateway.type}`;
  const status = STATUS[gateway.status];

  const usages = [
    gateway.useForOnlineBookings && intl.formatMessage({ id: 'financial.usage.online' }),
    gateway.useForInStoreCheckout && intl.formatMessage({ id: 'financial.usage.inStore' }),
  ].filter((usage): usage is string => typeof usage === 'string');

  let where = intl.formatMessage({ id: 'financial.locations.all' });
  if (gateway.locationIds.length > 0) {
    const names = gateway.locationIds
      .map((id) => locations?.find((location) => location.id === id)?.name)
      .filter((name): name is string => name !== undefined);
    // Locations not known here (still loading, or removed since) are counted rather than named.
    where =
      names.length === gateway.locationIds.length
        ? intl.formatList(names, { type: 'conjunction' })
        : intl.formatMessage({ id: 'financial.card.locationsCount' }, { count: gateway.locationIds.length });
  }

  return (
    <Card className="financial-gateway-card" role="region" aria-labelledby={titleId}>
      <div className="financial-gateway-head">
        <h3 id={titleId} className="financial-gateway-title">
          {provider}
        </h3>
        <div className="financial-gateway-tags">
          <Tag minimal intent={status.intent} className="financial-gateway-status">
            {intl.formatMessage({ id: status.labelId })}
          </Tag>
          <Tag minimal intent={gateway.isLive ? Intent.PRIMARY : Intent.NONE} className="financial-gateway-mode">
            {intl.formatMessage({ id: gateway.isLive ? 'financial.mode.live' : 'financial.mode.test' })}
          </Tag>
          {gateway.isDefault && (
            <Tag icon="star" intent={Intent.SUCCESS} className="financial-gateway-default">
              {intl.formatMessage({ id: 'financial.default' })}
            </Tag>
          )}
        </div>
      </div>
      <dl className="financial-gateway-facts">
        <dt>{intl.formatMessage({ id: 'financial.card.usage' })}</dt>
        <dd className="financial-gateway-usage">
          {usages.length > 0
            ? intl.formatList(usages, { type: 'conjunction' })
            : intl.formatMessage({ id: 'financial.card.usageNone' })}
        </dd>
        <dt>{intl.formatMessage({ id: 'financial.card.locations' })}</dt>
        <dd className="financial-gateway-locations">{where}</dd>
        {gateway.fees.description !== '' && (
          <>
            <dt>{intl.formatMessage({ id: 'financial.card.fees' })}</dt>
            <dd>{gateway.fees.description}</dd>
          </>
        )}
        <dt>{intl.formatMessage({ id: 'financial.card.lastTested' })}</dt>
        <dd className="financial-gateway-tested">
          {gateway.lastTestedAt === null ? (
            intl.formatMessage({ id: 'financial.card.neverTested' })
          ) : (
            <time dateTime={gateway.lastTestedAt}>{formatDateTime(new Date(gateway.lastTestedAt), display)}</time>
          )}
        </dd>
        {gateway.lastError !== null && gateway.lastError !== '' && (
          <>
            <dt>{intl.formatMessage({ id: 'financial.card.lastError' })}</dt>
            <dd className="financial-gateway-error">{reasonText(intl, gateway.lastError, gateway.lastErrorReason)}</dd>
          </>
        )}
      </dl>
      <div className="financial-gateway-actions">
        <Button
          icon="edit"
          text={intl.formatMessage({ id: 'financial.card.edit' })}
          aria-label={intl.formatMessage({ id: 'financial.card.editNamed' }, { provider })}
          onClick={onEdit}
        />
        <Button
          icon="lab-test"
          loading={testing}
          text={intl.formatMessage({ id: 'financial.card.test' })}
          aria-label={intl.formatMessage({ id: 'financial.card.testNamed' }, { provider })}
          onClick={onTest}
        />
        {!gateway.isDefault && (
          <Button
            icon="star-empty"
            variant="minimal"
            disabled={updating}
            text={intl.formatMessage({ id: 'financial.card.setDefault' })}
            aria-label={intl.formatMessage({ id: 'financial.card.setDefaultNamed' }, { provider })}
            onClick={onSetDefault}
          />
        )}
        <Button
          icon="disable"
          variant="minimal"
          intent={Intent.DANGER}
          disabled={updating}
          text={intl.formatMessage({ id: 'financial.card.disable' })}
          aria-label={intl.formatMessage({ id: 'financial.card.disableNamed' }, { provider })}
          onClick={onDisable}
        />
      </div>
    </Card>
  );
}
