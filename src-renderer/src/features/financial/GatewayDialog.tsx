import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '../../../../server/contract/locations';
import { GATEWAY_TYPES, type GatewayType, type PaymentGateway } from '../../../../server/contract/payments';
import type { MessageId } from '../../i18n/en';
import { formModeOf } from './gateway-form';
import { chooserState, type ChooserState } from './gateway-list';
import { GatewayForm } from './GatewayForm';
import { providerName } from './provider';

const STATE_TEXT: Readonly<Record<Exclude<ChooserState, 'available'>, MessageId>> = {
  connected: 'financial.dialog.alreadyConnected',
  turnedOff: 'financial.dialog.turnedOff',
};

interface GatewayDialogProps {
  /** Every gateway the server has (configured or not). */
  gateways: readonly PaymentGateway[];
  locations: readonly Location[] | undefined;
  /** Edit this provider straight away; absent: the chooser first. */
  initialType?: GatewayType;
  onClose: () => void;
}

/**
 * The connect / edit dialog (spec part 2 §2, §4): the gateway chooser first, then the provider's
 * credential form with its usages, locations, Test Connection and Connect or Update.
 */
export function GatewayDialog({ gateways, locations, initialType, onClose }: GatewayDialogProps) {
  const intl = useIntl();
  const [type, setType] = useState<GatewayType | undefined>(initialType);
  const gateway = type === undefined ? undefined : gateways.find((candidate) => candidate.type === type);

  const title =
    type === undefined
      ? intl.formatMessage({ id: 'financial.dialog.chooseTitle' })
      : intl.formatMessage(
          { id: formModeOf(gateway) === 'update' ? 'financial.dialog.editTitle' : 'financial.dialog.connectTitle' },
          { provider: providerName(type, gateway) },
        );

  return (
    <Dialog isOpen onClose={onClose} title={title} className="financial-dialog">
      {type === undefined ? (
        <>
          <DialogBody>
            <p className="settings-hint financial-chooser-help">
              {intl.formatMessage({ id: 'financial.dialog.chooseHelp' })}
            </p>
            <ul className="financial-chooser">
              {GATEWAY_TYPES.map((candidate) => {
                const state = chooserState(candidate, gateways);
                const row = gateways.find((each) => each.type === candidate);
                const stateId = `financial-chooser-${candidate}-state`;
                const note =
                  state === 'available'
                    ? row?.fees.description || intl.formatMessage({ id: 'financial.dialog.notConnected' })
                    : intl.formatMessage({ id: STATE_TEXT[state] });
                return (
                  <li key={candidate}>
                    <Button
                      fill
                      size="large"
                      alignText="start"
                      className="financial-chooser-option"
                      disabled={state === 'connected'}
                      aria-describedby={stateId}
                      endIcon={state === 'connected' ? 'tick-circle' : 'chevron-right'}
                      onClick={() => setType(candidate)}
                    >
                      <span className="financial-chooser-name">{providerName(candidate, row)}</span>
                      <span id={stateId} className="financial-chooser-state">
                        {note}
                      </span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </DialogBody>
          <DialogFooter actions={<Button text={intl.formatMessage({ id: 'financial.cancel' })} onClick={onClose} />} />
        </>
      ) : (
        <GatewayForm
          key={type}
          type={type}
          gateway={gateway}
          locations={locations}
          onBack={initialType === undefined ? () => setType(undefined) : undefined}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
