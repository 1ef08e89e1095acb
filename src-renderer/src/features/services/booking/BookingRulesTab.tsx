import { Callout, Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { BookingRules, BookingRulesPatch } from '../../../../../server/contract/service-booking';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { useSettingsDocument } from '../../../components/form/useSettingsDocument';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { bookingRulesEndpoint, useOnlineBooking, useRuleTargets } from './document';
import { EffectiveRulesCard } from './EffectiveRulesCard';
import { NumberSelectField } from './fields';
import { CHOICES_OF, choicesWith, defaultsOf, secondActiveRule, type RuleSetting } from './rules';
import { withCheckedSave } from '../../../components/form/checked-save';
import { ScopedRulesCard } from './ScopedRulesCard';
import { ruleTargets } from './targets';
import { useRuleText } from './useRuleText';
import './booking.css';

/** The organization-wide settings of the form, in its order (the cancellation notice is Online Booking's). */
const ORGANIZATION_SETTINGS = [
  'minimumNoticeMinutes',
  'maximumAdvanceDays',
  'slotIntervalMinutes',
  'minimumGapMinutes',
  'rescheduleNoticeHours',
] as const satisfies readonly Exclude<RuleSetting, 'cancellationNoticeHours'>[];

const SETTING_HELP: Readonly<Record<(typeof ORGANIZATION_SETTINGS)[number], MessageId>> = {
  minimumNoticeMinutes: 'serviceBooking.rules.minimumNotice.help',
  maximumAdvanceDays: 'serviceBooking.rules.maximumAdvance.help',
  slotIntervalMinutes: 'serviceBooking.rules.slotInterval.help',
  minimumGapMinutes: 'serviceBooking.rules.minimumGap.help',
  rescheduleNoticeHours: 'serviceBooking.rules.rescheduleNotice.help',
};

/**
 * Booking Rules (the spec shows a placeholder about advance limits, buffer times and cancellation
 * policies; made real here): the rules for every service, and below them rules of one service or
 * one category. One document, saved whole with If-Match.
 */
export function BookingRulesTab() {
  const intl = useIntl();
  const notify = useNotify();
  const text = useRuleText();
  const online = useOnlineBooking();
  const { categories, treatments } = useRuleTargets();
  const targets = ruleTargets(treatments.data, categories.data);
  const targetsFailed = categories.isError || treatments.isError;
  const form = useSettingsDocument<BookingRules, BookingRulesPatch>(bookingRulesEndpoint, {
    idPrefix: 'booking-rules',
    labels: {
      minimumNoticeMinutes: 'serviceBooking.rules.minimumNotice',
      maximumAdvanceDays: 'serviceBooking.rules.maximumAdvance',
      slotIntervalMinutes: 'serviceBooking.rules.slotInterval',
      minimumGapMinutes: 'serviceBooking.rules.minimumGap',
      rescheduleNoticeHours: 'serviceBooking.rules.rescheduleNotice',
      rules: 'serviceBooking.rules.scoped.title',
    },
    messages: {
      saved: 'serviceBooking.rules.saved',
      failed: 'serviceBooking.rules.failed',
      loadFailed: ['serviceBooking.loadFailed', 'serviceBooking.loadFailedBody'],
    },
  });

  // One active rule per service or category (the server's rule): the Active switches of the list
  // can break it, so the save says so first.
  const second = form.values === undefined ? undefined : secondActiveRule(form.values.rules);
  const checked = withCheckedSave(
    form,
    second === undefined
      ? null
      : intl.formatMessage({ id: 'serviceBooking.rules.secondActive' }, { name: second.name }),
    (problem) => notify.danger(intl.formatMessage({ id: 'serviceBooking.rules.failed' }), problem),
  );

  const cancellation = online.data;
  const cancellationText =
    cancellation === undefined
      ? null
      : cancellation.allowCancellation
        ? intl.formatMessage(
            { id: 'serviceBooking.rules.cancellationFromOnline' },
            { amount: text.value('cancellationNoticeHours', cancellation.cancellationWindow) },
          )
        : intl.formatMessage({ id: 'serviceBooking.rules.cancellationOff' });

  return (
    <DocumentForm
      form={checked}
      className="service-booking-form"
      loadFailure={{
        title: intl.formatMessage({ id: 'serviceBooking.loadFailed' }),
        description: intl.formatMessage({ id: 'serviceBooking.loadFailedBody' }),
      }}
    >
      {(values) => (
        <>
          <Card className="settings-card" role="region" aria-labelledby="booking-rules-title">
            <h2 id="booking-rules-title" className="settings-card-title">
              {intl.formatMessage({ id: 'serviceBooking.rules.title' })}
            </h2>
            <p className="settings-card-description">{intl.formatMessage({ id: 'serviceBooking.rules.intro' })}</p>
            <div className="settings-grid">
              {ORGANIZATION_SETTINGS.map((setting) => (
                <NumberSelectField
                  key={setting}
                  form={form}
                  path={setting}
                  choices={choicesWith(CHOICES_OF[setting], values[setting]).map((value) => ({
                    value,
                    label: text.value(setting, value),
                  }))}
                  help={intl.formatMessage({ id: SETTING_HELP[setting] })}
                />
              ))}
            </div>
            <div className="service-booking-cancellation" id="booking-rules-cancellationNotice">
              <h3 className="service-booking-subtitle">{text.label('cancellationNoticeHours')}</h3>
              <p className="settings-hint">
                {cancellationText ?? intl.formatMessage({ id: 'serviceBooking.rules.cancellationUnknown' })}
              </p>
            </div>
          </Card>
          {targetsFailed && (
            <Callout intent="warning" icon="warning-sign">
              {intl.formatMessage({ id: 'serviceBooking.rules.targetsFailed' })}
            </Callout>
          )}
          <ScopedRulesCard
            rules={values.rules}
            targets={targets}
            targetsKnown={categories.isSuccess && treatments.isSuccess}
            defaults={defaultsOf(values, cancellation?.allowCancellation ? cancellation.cancellationWindow : undefined)}
            disabled={form.readOnly}
            onChange={(rules) => form.set('rules', rules)}
          />
          {cancellation && treatments.data && (
            <EffectiveRulesCard rules={values} onlineBooking={cancellation} services={treatments.data} />
          )}
        </>
      )}
    </DocumentForm>
  );
}
