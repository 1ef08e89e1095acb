import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  CANCELLATION_WINDOW_MAX_HOURS,
  type OnlineBookingPatch,
  type OnlineBookingSettings,
} from '../../../../../server/contract/service-booking';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { SwitchField } from '../../../components/form/fields';
import { useSettingsDocument } from '../../../components/form/useSettingsDocument';
import { useNotify } from '../../../components/toaster/useNotify';
import { withCheckedSave } from '../../../components/form/checked-save';
import { onlineBookingEndpoint } from './document';
import { WholeNumberField } from './fields';
import { isWithin } from './numbers';
import './booking.css';

const DEPOSIT_MAX = 100;

/**
 * Online Booking (spec part 2 §2, §3, §5): whether clients book online, approval, cancellation
 * with its window, prices, and a deposit. One document, saved whole with If-Match.
 */
export function OnlineBookingTab() {
  const intl = useIntl();
  const notify = useNotify();
  const form = useSettingsDocument<OnlineBookingSettings, OnlineBookingPatch>(onlineBookingEndpoint, {
    idPrefix: 'online-booking',
    labels: {
      enabled: 'serviceBooking.online.enabled',
      requireApproval: 'serviceBooking.online.requireApproval',
      allowCancellation: 'serviceBooking.online.allowCancellation',
      cancellationWindow: 'serviceBooking.online.cancellationWindow',
      showPrices: 'serviceBooking.online.showPrices',
      requireDeposit: 'serviceBooking.online.requireDeposit',
      depositPercentage: 'serviceBooking.online.depositPercentage',
    },
    messages: {
      saved: 'serviceBooking.online.saved',
      failed: 'serviceBooking.online.failed',
      loadFailed: ['serviceBooking.loadFailed', 'serviceBooking.loadFailedBody'],
    },
  });
  const range = (max: number) => intl.formatMessage({ id: 'serviceBooking.online.range' }, { min: 0, max });
  const values = form.values;
  // Spec §5: the window 0-168 hours, the deposit 0-100 %; a hidden or disabled field is not checked.
  const problem =
    values === undefined
      ? null
      : values.allowCancellation && !isWithin(values.cancellationWindow, 0, CANCELLATION_WINDOW_MAX_HOURS)
        ? range(CANCELLATION_WINDOW_MAX_HOURS)
        : values.requireDeposit && !isWithin(values.depositPercentage, 0, DEPOSIT_MAX)
          ? range(DEPOSIT_MAX)
          : null;
  const checked = withCheckedSave(form, problem, (text) =>
    notify.danger(intl.formatMessage({ id: 'serviceBooking.online.failed' }), text),
  );

  return (
    <DocumentForm
      form={checked}
      className="service-booking-form"
      loadFailure={{
        title: intl.formatMessage({ id: 'serviceBooking.loadFailed' }),
        description: intl.formatMessage({ id: 'serviceBooking.loadFailedBody' }),
      }}
    >
      {(current) => (
        <>
          <Card className="settings-card" role="region" aria-labelledby="online-booking-title">
            <h2 id="online-booking-title" className="settings-card-title">
              {intl.formatMessage({ id: 'serviceBooking.online.title' })}
            </h2>
            <p className="settings-card-description">
              {intl.formatMessage({ id: 'serviceBooking.online.description' })}
            </p>
            <SwitchField
              form={form}
              path="enabled"
              help={intl.formatMessage({ id: 'serviceBooking.online.enabled.help' })}
            />
            <SwitchField
              form={form}
              path="requireApproval"
              help={intl.formatMessage({ id: 'serviceBooking.online.requireApproval.help' })}
            />
            <SwitchField
              form={form}
              path="showPrices"
              help={intl.formatMessage({ id: 'serviceBooking.online.showPrices.help' })}
            />
          </Card>

          <Card className="settings-card" role="region" aria-labelledby="online-booking-cancellation-title">
            <h2 id="online-booking-cancellation-title" className="settings-card-title">
              {intl.formatMessage({ id: 'serviceBooking.online.cancellation.title' })}
            </h2>
            <SwitchField
              form={form}
              path="allowCancellation"
              help={intl.formatMessage({ id: 'serviceBooking.online.allowCancellation.help' })}
            />
            <WholeNumberField
              form={form}
              path="cancellationWindow"
              className="service-booking-number"
              min={0}
              max={CANCELLATION_WINDOW_MAX_HOURS}
              unit={intl.formatMessage({ id: 'serviceBooking.online.hoursUnit' })}
              rangeText={range(CANCELLATION_WINDOW_MAX_HOURS)}
              disabled={!current.allowCancellation}
              help={intl.formatMessage(
                {
                  id: current.allowCancellation
                    ? 'serviceBooking.online.cancellationWindow.help'
                    : 'serviceBooking.online.cancellationWindow.off',
                },
                { max: CANCELLATION_WINDOW_MAX_HOURS },
              )}
            />
          </Card>

          <Card className="settings-card" role="region" aria-labelledby="online-booking-deposit-title">
            <h2 id="online-booking-deposit-title" className="settings-card-title">
              {intl.formatMessage({ id: 'serviceBooking.online.deposit.title' })}
            </h2>
            <SwitchField
              form={form}
              path="requireDeposit"
              help={intl.formatMessage({ id: 'serviceBooking.online.requireDeposit.help' })}
            />
            {current.requireDeposit && (
              <WholeNumberField
                form={form}
                path="depositPercentage"
                className="service-booking-number"
                min={0}
                max={DEPOSIT_MAX}
                unit="%"
                rangeText={range(DEPOSIT_MAX)}
                help={intl.formatMessage({ id: 'serviceBooking.online.depositPercentage.help' })}
              />
            )}
          </Card>
        </>
      )}
    </DocumentForm>
  );
}
