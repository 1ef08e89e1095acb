import { Card, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { timeZoneGroups } from '../preferences/timezones';
import { isOn, type Flags } from './rules';

interface QuietHoursCardProps {
  flags: Flags;
  disabled: boolean;
  onChange: (key: string, value: string | boolean) => void;
}

const text = (flags: Flags, key: string) => String(flags[key] ?? '');

/** Quiet hours (from, until, time zone) and the digest (how often, at what time). */
export function QuietHoursCard({ flags, disabled, onChange }: QuietHoursCardProps) {
  const intl = useIntl();
  const quiet = isOn(flags, 'quietHoursEnabled');
  const digest = isOn(flags, 'digestEnabled');
  const zone = text(flags, 'quietHoursTimezone');
  const zoneGroups = useMemo(() => timeZoneGroups(new Date(), [zone]), [zone]);

  return (
    <>
      <Card className="personal-card" role="region" aria-labelledby="notification-quiet-hours-title">
        <div className="personal-card-head">
          <div>
            <h2 id="notification-quiet-hours-title" className="personal-card-title">
              {intl.formatMessage({ id: 'notifications.quietHours.title' })}
            </h2>
            <p className="personal-card-description">
              {intl.formatMessage({ id: 'notifications.quietHours.description' })}
            </p>
          </div>
          <Switch
            role="switch"
            size="large"
            checked={quiet}
            disabled={disabled}
            aria-label={intl.formatMessage({ id: 'notifications.quietHours.switch' })}
            onChange={(event) => onChange('quietHoursEnabled', event.currentTarget.checked)}
          />
        </div>
        <div className="personal-grid personal-grid-3">
          <FormGroup label={intl.formatMessage({ id: 'notifications.quietHours.start' })} labelFor="quiet-hours-start">
            <InputGroup
              id="quiet-hours-start"
              type="time"
              value={text(flags, 'quietHoursStart')}
              disabled={disabled || !quiet}
              onChange={(event) => onChange('quietHoursStart', event.target.value)}
            />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'notifications.quietHours.end' })} labelFor="quiet-hours-end">
            <InputGroup
              id="quiet-hours-end"
              type="time"
              value={text(flags, 'quietHoursEnd')}
              disabled={disabled || !quiet}
              onChange={(event) => onChange('quietHoursEnd', event.target.value)}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'notifications.quietHours.timezone' })}
            labelFor="quiet-hours-timezone"
          >
            <HTMLSelect
              id="quiet-hours-timezone"
              fill
              value={zone}
              disabled={disabled || !quiet}
              onChange={(event) => onChange('quietHoursTimezone', event.target.value)}
            >
              {zoneGroups.map((group) => (
                <optgroup key={group.region} label={intl.formatMessage({ id: `preferences.tzRegion.${group.region}` })}>
                  {group.zones.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
      </Card>
      <Card className="personal-card" role="region" aria-labelledby="notification-digest-title">
        <div className="personal-card-head">
          <div>
            <h2 id="notification-digest-title" className="personal-card-title">
              {intl.formatMessage({ id: 'notifications.digest.title' })}
            </h2>
            <p className="personal-card-description">
              {intl.formatMessage({ id: 'notifications.digest.description' })}
            </p>
          </div>
          <Switch
            role="switch"
            size="large"
            checked={digest}
            disabled={disabled}
            aria-label={intl.formatMessage({ id: 'notifications.digest.switch' })}
            onChange={(event) => onChange('digestEnabled', event.currentTarget.checked)}
          />
        </div>
        <div className="personal-grid personal-grid-3">
          <FormGroup label={intl.formatMessage({ id: 'notifications.digest.frequency' })} labelFor="digest-frequency">
            <HTMLSelect
              id="digest-frequency"
              fill
              value={text(flags, 'digestFrequency')}
              disabled={disabled || !digest}
              onChange={(event) => onChange('digestFrequency', event.target.value)}
            >
              <option value="daily">{intl.formatMessage({ id: 'notifications.digest.daily' })}</option>
              <option value="weekly">{intl.formatMessage({ id: 'notifications.digest.weekly' })}</option>
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'notifications.digest.time' })} labelFor="digest-time">
            <InputGroup
              id="digest-time"
              type="time"
              value={text(flags, 'digestTime')}
              disabled={disabled || !digest}
              onChange={(event) => onChange('digestTime', event.target.value)}
            />
          </FormGroup>
        </div>
      </Card>
    </>
  );
}
