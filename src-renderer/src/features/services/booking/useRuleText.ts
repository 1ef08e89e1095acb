import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/en';
import { amountText, UNIT_OF, type RuleSetting } from './rules';

export const SETTING_LABEL: Readonly<Record<RuleSetting, MessageId>> = {
  minimumNoticeMinutes: 'serviceBooking.rules.minimumNotice',
  maximumAdvanceDays: 'serviceBooking.rules.maximumAdvance',
  slotIntervalMinutes: 'serviceBooking.rules.slotInterval',
  minimumGapMinutes: 'serviceBooking.rules.minimumGap',
  cancellationNoticeHours: 'serviceBooking.rules.cancellationNotice',
  rescheduleNoticeHours: 'serviceBooking.rules.rescheduleNotice',
};

/** A rule setting's name and values as the user reads them ('Minimum notice', '2 hours', 'None'). */
export function useRuleText() {
  const intl = useIntl();
  return {
    label: (setting: RuleSetting) => intl.formatMessage({ id: SETTING_LABEL[setting] }),
    value: (setting: RuleSetting, value: number) =>
      value === 0
        ? intl.formatMessage({ id: 'serviceBooking.rules.none' })
        : amountText(value, UNIT_OF[setting], intl.locale),
  };
}
