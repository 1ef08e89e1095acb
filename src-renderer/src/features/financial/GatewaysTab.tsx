import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GATEWAY_TYPES, type GatewayType, type PaymentGateway } from '../../../../server/contract/payments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import { useLocations } from '../locations/api';
import { reasonText } from '../notification-logs/reason-text';
import { useGateways, useTestGateway, useUpdateGateway } from './api';
import { GatewayCard } from './GatewayCard';
import { GatewayDialog } from './GatewayDialog';
import { listedGateways } from './gateway-list';
import { providerName } from './provider';

/** The dialog: the chooser (no type yet) or the form of one provider. */
type Dialog = { type?: GatewayType } | null;

/**
 * Payment Gateways (spec part 2 §2, §4, §7, §8): the connected gateways as cards, each with Edit,
 * Test Connection, Set as default and Disable, and the connect dialog for the others.
 */
export function GatewaysTab() {
  const intl = useIntl();
  const notify = useNotify();
  const gateways = useGateways();
  // Locations only name where a gateway is used; if they cannot be read, the card counts them.
  const locations = useLocations();
  const test = useTestGateway();
  const update = useUpdateGateway();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [disabling, setDisabling] = useState<PaymentGateway | null>(null);

  useLoadFailureToast(gateways.isError ? gateways.errorUpdatedAt : 0, () =>
    notify.warning(intl.formatMessage({ id: 'financial.warning' }), intl.formatMessage({ id: 'financial.loadFailed' })),
  );

  function testGateway(gateway: PaymentGateway) {
    const provider = providerName(gateway.type, gateway);
    // No credentials in the body: the server tests the stored ones.
    test.mutate(
      { type: gateway.type, body: {} },
      {
        onSuccess: (answer) => {
          // The server's words in the reader's language: its sentence on success is the dialog's own.
          if (answer.success) {
            notify.success(
              intl.formatMessage({ id: 'financial.test.ok' }),
              intl.formatMessage({ id: 'financial.dialog.testOkBody' }, { provider }),
            );
          } else {
            notify.danger(
              intl.formatMessage({ id: 'financial.test.failed' }),
              reasonText(intl, answer.message, answer.reason) ||
                intl.formatMessage({ id: 'financial.test.failedBody' }, { provider }),
            );
          }
        },
        onError: (error) =>
          notify.failure(
            intl.formatMessage({ id: 'financial.test.failed' }),
            error,
            intl.formatMessage({ id: 'financial.test.failedBody' }, { provider }),
          ),
      },
    );
  }

  function change(gateway: PaymentGateway, body: { isDefault: true } | { isEnabled: false }, done?: () => void) {
    const provider = providerName(gateway.type, gateway);
    update.mutate(
      { gateway, body },
      {
        onSuccess: () =>
          notify.success(
            intl.formatMessage({ id: 'financial.updated' }, { provider }),
            intl.formatMessage(
              { id: 'isDefault' in body ? 'financial.defaultSetBody' : 'financial.disabledBody' },
              { provider },
            ),
          ),
        onError: (error) =>
          notify.failure(
            intl.formatMessage({ id: 'financial.updateFailed' }),
            error,
            intl.formatMessage({ id: 'financial.configureFailed' }, { provider }),
          ),
        onSettled: done,
      },
    );
  }

  const all = gateways.data ?? [];
  const listed = listedGateways(all);
  const everyoneConnected = GATEWAY_TYPES.every((type) => listed.some((gateway) => gateway.type === type));
  const addButton = (text: string) => (
    <Button icon="add" intent={Intent.PRIMARY} text={text} onClick={() => setDialog({})} />
  );

  let content;
  if (gateways.isError) {
    content = (
      <LoadFailure
        title={intl.formatMessage({ id: 'financial.warning' })}
        description={intl.formatMessage({ id: 'financial.loadFailed' })}
        onRetry={() => void gateways.refetch()}
      />
    );
  } else if (!gateways.data) {
    content = <SectionLoading />;
  } else if (listed.length === 0) {
    content = (
      <EmptyState
        icon="bank-account"
        headingLevel={3}
        title={intl.formatMessage({ id: 'financial.gateways.emptyTitle' })}
        description={intl.formatMessage({ id: 'financial.gateways.emptyBody' })}
        action={addButton(intl.formatMessage({ id: 'financial.gateways.connect' }))}
      />
    );
  } else {
    content = (
      <div className="financial-gateway-cards">
        {listed.map((gateway) => (
          <GatewayCard
            key={gateway.id}
            gateway={gateway}
            locations={locations.data}
            testing={test.isPending && test.variables?.type === gateway.type}
            updating={update.isPending && update.variables?.gateway.type === gateway.type}
            onEdit={() => setDialog({ type: gateway.type })}
            onTest={() => testGateway(gateway)}
            onSetDefault={() => change(gateway, { isDefault: true })}
            onDisable={() => setDisabling(gateway)}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="financial-gateways" aria-labelledby="financial-gateways-title">
      <div className="settings-card-head">
        <div>
          <h2 id="financial-gateways-title" className="settings-card-title">
            {intl.formatMessage({ id: 'financial.gateways.title' })}
          </h2>
          <p className="settings-card-description">
            {intl.formatMessage({
              id: everyoneConnected ? 'financial.gateways.allConnected' : 'financial.gateways.description',
            })}
          </p>
        </div>
        {gateways.data && listed.length > 0 && !everyoneConnected && (
          <div className="settings-card-head-actions">
            {addButton(intl.formatMessage({ id: 'financial.gateways.add' }))}
          </div>
        )}
      </div>
      {content}
      {dialog !== null && (
        <GatewayDialog
          gateways={all}
          locations={locations.data}
          initialType={dialog.type}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={disabling !== null}
        title={intl.formatMessage(
          { id: 'financial.disable.title' },
          { provider: disabling ? providerName(disabling.type, disabling) : '' },
        )}
        confirmText={intl.formatMessage({ id: 'financial.card.disable' })}
        cancelText={intl.formatMessage({ id: 'financial.cancel' })}
        loading={update.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (disabling) change(disabling, { isEnabled: false }, () => setDisabling(null));
        }}
      >
        <p>
          {intl.formatMessage(
            { id: 'financial.disable.body' },
            { provider: disabling ? providerName(disabling.type, disabling) : '' },
          )}
        </p>
      </ConfirmDialog>
    </section>
  );
}
