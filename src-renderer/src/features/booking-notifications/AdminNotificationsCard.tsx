import { Button, Callout, Card, Checkbox, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  ADMIN_MODES,
  ADMIN_NOTIFY_ROLES,
  DIGEST_SCHEDULES,
  DIGEST_TIMES,
  type AdminNotificationSettings,
} from '../../../../server/contract/notification-settings';
import { ConflictNotice } from '../../components/form/ConflictNotice';
import { SelectField, SwitchField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { SectionLoading } from '../../components/FullPageLoading';
import type { MessageId } from '../../i18n/en';
import { ANCHORS } from './anchors';
import { standardRoleText } from '../roles/role-names';

/** The events an admin notification can be about, with their switches' labels. */
const EVENT_FIELDS = [
  'adminNotificationsAllBookings',
  'adminNotificationsVipOnly',
  'adminNotificationsPractitioners',
  'adminNotificationsCancellations',
  'adminNotificationsNoShows',
  'adminNotificationsConflicts',
] as const;

export const ADMIN_LABELS: Readonly<Partial<Record<keyof AdminNotificationSettings, MessageId>>> = {
  adminNotificationsEnabled: 'bookingNotifications.admin.enabled',
  adminNotificationsMode: 'bookingNotifications.admin.mode',
  adminNotificationsAllBookings: 'bookingNotifications.admin.allBookings',
  adminNotificationsVipOnly: 'bookingNotifications.admin.vipOnly',
  adminNotificationsPractitioners: 'bookingNotifications.admin.practitioners',
  adminNotificationsCancellations: 'bookingNotifications.admin.cancellations',
  adminNotificationsNoShows: 'bookingNotifications.admin.noShows',
  adminNotificationsConflicts: 'bookingNotifications.admin.conflicts',
  adminNotificationsDigestSchedule: 'bookingNotifications.admin.digestSchedule',
  adminNotificationsDigestTime: 'bookingNotifications.admin.digestTime',
  adminNotificationsNotifyRoles: 'bookingNotifications.admin.roles',
};

/**
 * Admin notifications (spec part 2 §3, §6, §9): what the team hears about bookings, how (in real
 * time, as a digest, only exceptions, or not at all), and which roles. Shown only to people with
 * manage_organization_settings; if it cannot be read, the defaults are shown read-only (§7).
 */
export function AdminNotificationsCard({ form }: { form: SettingsDocument<AdminNotificationSettings> }) {
  const intl = useIntl();
  const format = (id: MessageId) => intl.formatMessage({ id });
  const values = form.values;
  const enabled = values?.adminNotificationsEnabled === true;
  const sending = enabled && values?.adminNotificationsMode !== 'none';
  const digest = sending && values?.adminNotificationsMode === 'digest';
  const roles = values?.adminNotificationsNotifyRoles ?? [];
  return (
    <Card className="settings-card" role="region" aria-labelledby="booking-notifications-admin-title">
      <div className="settings-card-head">
        <div>
          <h2 id="booking-notifications-admin-title" className="settings-card-title">
            <span id={ANCHORS.admin} tabIndex={-1}>
              {format('bookingNotifications.admin.title')}
            </span>
          </h2>
          <p className="settings-card-description">{format('bookingNotifications.admin.description')}</p>
        </div>
        {values !== undefined && <SwitchField form={form} path="adminNotificationsEnabled" headline />}
      </div>
      {form.loadFailed && form.document === undefined && (
        <Callout intent={Intent.WARNING} icon="warning-sign" role="alert" className="settings-callout">
          <p>{format('bookingNotifications.admin.loadFailed')}</p>
          <Button icon="refresh" text={format('query.retry')} onClick={form.retry} />
        </Callout>
      )}
      {form.conflict && (
        <ConflictNotice
          reloading={form.reloading}
          onLoadLatest={form.loadLatest}
          onDiscard={form.discardAndLoadLatest}
        />
      )}
      {values === undefined ? (
        <SectionLoading />
      ) : (
        <>
          <div className="settings-grid settings-grid-3">
            <SelectField
              form={form}
              path="adminNotificationsMode"
              disabled={!enabled}
              options={ADMIN_MODES.map((mode) => ({
                value: mode,
                label: format(`bookingNotifications.admin.mode.${mode}`),
              }))}
            />
            <SelectField
              form={form}
              path="adminNotificationsDigestSchedule"
              disabled={!digest}
              options={DIGEST_SCHEDULES.map((schedule) => ({
                value: schedule,
                label: format(`bookingNotifications.admin.schedule.${schedule}`),
              }))}
            />
            <SelectField
              form={form}
              path="adminNotificationsDigestTime"
              // An hourly digest goes out every hour: no time of day to choose.
              disabled={!digest || values.adminNotificationsDigestSchedule === 'hourly'}
              options={DIGEST_TIMES.map((time) => ({ value: time, label: time }))}
            />
          </div>
          <fieldset className="booking-notifications-fieldset" disabled={!sending || form.readOnly}>
            <legend className="booking-notifications-legend">{format('bookingNotifications.admin.events')}</legend>
            <div className="booking-notifications-admin-events">
              {EVENT_FIELDS.map((path) => (
                <SwitchField key={path} form={form} path={path} disabled={!sending} />
              ))}
            </div>
          </fieldset>
          <fieldset className="booking-notifications-fieldset" id="admin-notifications-adminNotificationsNotifyRoles">
            <legend className="booking-notifications-legend">{format('bookingNotifications.admin.roles')}</legend>
            <div className="booking-notifications-roles">
              {ADMIN_NOTIFY_ROLES.map((role) => (
                <Checkbox
                  key={role}
                  id={`admin-notifications-role-${role}`}
                  inline
                  label={standardRoleText(intl, role)}
                  checked={roles.includes(role)}
                  disabled={!sending || form.readOnly}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    form.set(
                      'adminNotificationsNotifyRoles',
                      checked ? [...roles, role] : roles.filter((each) => each !== role),
                    );
                  }}
                />
              ))}
            </div>
          </fieldset>
          {form.fieldError?.path === 'adminNotificationsNotifyRoles' && (
            <p className="settings-field-error">{form.fieldError.text}</p>
          )}
        </>
      )}
    </Card>
  );
}
