import { Card } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationPreferences } from '../../../../../server/contract/notification-preferences';
import { SelectField, SwitchField, TimeField } from '../../../components/form/fields';
import type { SettingsDocument } from '../../../components/form/useSettingsDocument';
import { timeZoneGroups } from '../preferences/timezones';

/** Quiet hours (from, until, time zone) and the digest (how often, at what time). */
export function QuietHoursCard({ form }: { form: SettingsDocument<NotificationPreferences> }) {
  const intl = useIntl();
  const values = form.values;
  const quiet = values?.quietHoursEnabled === true;
  const digest = values?.digestEnabled === true;
  const zone = String(values?.quietHoursTimezone ?? '');
  const zoneOptions = useMemo(
    () =>
      timeZoneGroups(new Date(), [zone]).map((group) => ({
        label: intl.formatMessage({ id: `preferences.tzRegion.${group.region}` }),
        options: group.zones,
      })),
    [zone, intl],
  );

  return (
    <>
      <Card className="settings-card" role="region" aria-labelledby="notification-quiet-hours-title">
        <div className="settings-card-head">
          <div>
            <h2 id="notification-quiet-hours-title" className="settings-card-title">
              {intl.formatMessage({ id: 'notifications.quietHours.title' })}
            </h2>
            <p className="settings-card-description">
              {intl.formatMessage({ id: 'notifications.quietHours.description' })}
            </p>
          </div>
          <SwitchField form={form} path="quietHoursEnabled" headline />
        </div>
        <div className="settings-grid settings-grid-3">
          <TimeField form={form} path="quietHoursStart" disabled={!quiet} />
          <TimeField form={form} path="quietHoursEnd" disabled={!quiet} />
          <SelectField form={form} path="quietHoursTimezone" options={zoneOptions} disabled={!quiet} />
        </div>
      </Card>
      <Card className="settings-card" role="region" aria-labelledby="notification-digest-title">
        <div className="settings-card-head">
          <div>
            <h2 id="notification-digest-title" className="settings-card-title">
              {intl.formatMessage({ id: 'notifications.digest.title' })}
            </h2>
            <p className="settings-card-description">
              {intl.formatMessage({ id: 'notifications.digest.description' })}
            </p>
          </div>
          <SwitchField form={form} path="digestEnabled" headline />
        </div>
        <div className="settings-grid settings-grid-3">
          <SelectField
            form={form}
            path="digestFrequency"
            disabled={!digest}
            options={[
              { value: 'daily', label: intl.formatMessage({ id: 'notifications.digest.daily' }) },
              { value: 'weekly', label: intl.formatMessage({ id: 'notifications.digest.weekly' }) },
            ]}
          />
          <TimeField form={form} path="digestTime" disabled={!digest} />
        </div>
      </Card>
    </>
  );
}
