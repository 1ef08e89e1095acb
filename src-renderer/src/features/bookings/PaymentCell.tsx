import { Classes, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { DeskAppointment } from '../../../../server/contract/appointments';
import { paymentText } from './payment-text';

/**
 * The Payment column: the money in one line, the provider muted under it; a dash when nothing was
 * asked. A refund or charge the provider refused shows in red, its title saying where to look.
 */
export function PaymentCell({ payment }: { payment: DeskAppointment['payment'] }) {
  const intl = useIntl();
  if (payment === null) return <>—</>;
  const text = paymentText(intl, payment);
  return (
    <>
      {text.needsAttention ? (
        <Tag minimal intent={Intent.DANGER} icon="warning-sign" htmlTitle={text.hint ?? undefined}>
          {text.summary}
        </Tag>
      ) : (
        <div>{text.summary}</div>
      )}
      <div className={`bookings-provider ${Classes.TEXT_MUTED}`}>{text.provider}</div>
    </>
  );
}
