import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  CANCELLATION_NOTICE_OPTIONS,
  MAX_ADVANCE_OPTIONS,
  MAX_SERVICES_PER_BOOKING,
  MIN_ADVANCE_OPTIONS,
  type BookingSettings,
} from '../../../../server/contract/booking-widget';
import { SwitchField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { NumberChoiceField } from './choice-fields';

export const RULES_ANCHOR = 'online-booking-rules';
const SERVICE_COUNTS = Array.from({ length: MAX_SERVICES_PER_BOOKING }, (_, i) => i + 1);

/** Booking Rules & Policies (spec part 2 §3, §9): approval, cancellation, advance limits, services per booking. */
export function RulesCard({ form, values }: { form: SettingsDocument<BookingSettings>; values: BookingSettings }) {
  const intl = useIntl();
  const hours = (count: number) => intl.formatMessage({ id: 'onlineBooking.hours' }, { count });
  const days = (count: number) => intl.formatMessage({ id: 'onlineBooking.days' }, { count });
  const services = (count: number) => intl.formatMessage({ id: 'onlineBooking.services' }, { count });
  return (
    <Card className="settings-card" id={RULES_ANCHOR} tabIndex={-1}>
      <h2 className="settings-card-title">{intl.formatMessage({ id: 'onlineBooking.rules.title' })}</h2>
      <p className="settings-hint">{intl.formatMessage({ id: 'onlineBooking.rules.description' })}</p>
      <SwitchField
        form={form}
        path="bookingRules.requireApproval"
        help={intl.formatMessage({ id: 'onlineBooking.rules.requireApproval.help' })}
      />
      <SwitchField
        form={form}
        path="bookingRules.allowCancellations"
        help={intl.formatMessage({ id: 'onlineBooking.rules.allowCancellations.help' })}
      />
      <div className="online-booking-grid">
        <NumberChoiceField
          form={form}
          path="bookingRules.cancellationHours"
          options={CANCELLATION_NOTICE_OPTIONS}
          format={hours}
          disabled={!values.bookingRules.allowCancellations}
        />
        <NumberChoiceField
          form={form}
          path="bookingRules.minAdvanceBooking"
          options={MIN_ADVANCE_OPTIONS}
          format={hours}
        />
        <NumberChoiceField
          form={form}
          path="bookingRules.maxAdvanceBooking"
          options={MAX_ADVANCE_OPTIONS}
          format={days}
        />
        <NumberChoiceField form={form} path="maxServicesPerBooking" options={SERVICE_COUNTS} format={services} />
      </div>
    </Card>
  );
}
