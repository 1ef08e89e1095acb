import { Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { RATE_LIMITS, type CustomerNotificationSettings } from '../../../../server/contract/notification-settings';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { isRateLimitInRange, RATE_LIMIT_FIELDS, rateLimitOf, type RateLimit } from './rules';

const LABELS: Readonly<Record<RateLimit, MessageId>> = {
  maxPerClientPerDay: 'bookingNotifications.rateLimits.maxPerClientPerDay',
  minIntervalMinutes: 'bookingNotifications.rateLimits.minIntervalMinutes',
};

const TEXTS: Readonly<Record<RateLimit, { help: MessageId; unit?: MessageId }>> = {
  maxPerClientPerDay: { help: 'bookingNotifications.rateLimits.maxPerClientPerDay.help' },
  minIntervalMinutes: {
    help: 'bookingNotifications.rateLimits.minIntervalMinutes.help',
    unit: 'bookingNotifications.rateLimits.minutes',
  },
};

/** 'Max notifications per client per day must be a whole number from 1 to 50.' */
export function rateLimitRangeText(intl: IntlShape, limit: RateLimit): string {
  const { min, max } = RATE_LIMITS[limit];
  return intl.formatMessage(
    { id: 'bookingNotifications.rateLimits.range' },
    { label: intl.formatMessage({ id: LABELS[limit] }), min, max },
  );
}

/** Rate limits (spec part 2 §5): at most so many messages a client a day, and so many minutes apart. */
export function RateLimitsCard({ form }: { form: SettingsDocument<CustomerNotificationSettings> }) {
  const intl = useIntl();
  return (
    <Card className="settings-card" role="region" aria-labelledby="booking-notifications-rate-limits-title">
      <h2 id="booking-notifications-rate-limits-title" className="settings-card-title">
        {intl.formatMessage({ id: 'bookingNotifications.rateLimits.title' })}
      </h2>
      <p className="settings-card-description">
        {intl.formatMessage({ id: 'bookingNotifications.rateLimits.description' })}
      </p>
      <div className="settings-grid">
        <RateLimitInput form={form} limit="maxPerClientPerDay" />
        <RateLimitInput form={form} limit="minIntervalMinutes" />
      </div>
    </Card>
  );
}

/**
 * A whole number within the limit's bounds. A blank field stands for the fallback (10 a day, 5
 * minutes) and shows it once the field is left; what is typed stays as typed meanwhile.
 */
function RateLimitInput({ form, limit }: { form: SettingsDocument<CustomerNotificationSettings>; limit: RateLimit }) {
  const intl = useIntl();
  const path = RATE_LIMIT_FIELDS[limit];
  const id = form.fieldId(path);
  const [typed, setTyped] = useState<string | null>(null);
  const value = form.values?.[path];
  const { min, max, fallback } = RATE_LIMITS[limit];
  const valid = typeof value === 'number' && isRateLimitInRange(value, limit);
  const refused = form.fieldError?.path === path ? form.fieldError.text : undefined;
  const error = refused ?? (valid ? undefined : rateLimitRangeText(intl, limit));
  const unit = TEXTS[limit].unit;
  return (
    <FormGroup
      label={intl.formatMessage({ id: LABELS[limit] })}
      labelFor={id}
      intent={error === undefined ? Intent.NONE : Intent.DANGER}
      helperText={error ?? intl.formatMessage({ id: TEXTS[limit].help }, { min, max, fallback })}
    >
      <InputGroup
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={typed ?? (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '')}
        disabled={form.readOnly}
        intent={error === undefined ? Intent.NONE : Intent.DANGER}
        aria-invalid={error !== undefined || undefined}
        rightElement={
          unit === undefined ? undefined : (
            <span className="settings-field-unit">{intl.formatMessage({ id: unit })}</span>
          )
        }
        onChange={(event) => {
          setTyped(event.target.value);
          form.set(path, rateLimitOf(event.target.value, limit));
        }}
        onBlur={() => setTyped(null)}
      />
    </FormGroup>
  );
}
