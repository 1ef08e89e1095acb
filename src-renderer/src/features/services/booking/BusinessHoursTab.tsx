import { Card, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { BusinessHours, BusinessHoursPatch, DayHours } from '../../../../../server/contract/service-booking';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { useSettingsDocument, type SettingsDocument } from '../../../components/form/useSettingsDocument';
import { useNotify } from '../../../components/toaster/useNotify';
import type { Path } from '../../../components/form/path';
import type { MessageId } from '../../../i18n/en';
import { withCheckedSave } from '../../../components/form/checked-save';
import { businessHoursEndpoint } from './document';
import { ExceptionsCard } from './ExceptionsCard';
import { firstHoursProblem, hoursProblem, WEEKDAYS, type Weekday } from './hours';
import { HoursEditor, PROBLEM_TEXT } from './HoursEditor';
import { useHoursText } from './useHoursText';
import './booking.css';

const DAY_NAME: Readonly<Record<Weekday, MessageId>> = {
  monday: 'serviceBooking.day.monday',
  tuesday: 'serviceBooking.day.tuesday',
  wednesday: 'serviceBooking.day.wednesday',
  thursday: 'serviceBooking.day.thursday',
  friday: 'serviceBooking.day.friday',
  saturday: 'serviceBooking.day.saturday',
  sunday: 'serviceBooking.day.sunday',
};

/**
 * How a refusal names a field. The tab's own check says the server's rules before a save, so a
 * refusal of hours is rare (another window's edit); its sentence, which names the day, is the
 * failure toast's.
 */
const LABELS = Object.fromEntries([
  ...WEEKDAYS.map((day) => [day, DAY_NAME[day]]),
  ['exceptions', 'serviceBooking.exceptions.title'],
]) as Readonly<Partial<Record<Path<BusinessHours>, MessageId>>>;

function DayRow({ form, day, hours }: { form: SettingsDocument<BusinessHours>; day: Weekday; hours: DayHours }) {
  const intl = useIntl();
  const text = useHoursText();
  const name = intl.formatMessage({ id: DAY_NAME[day] });
  const idPrefix = form.fieldId(day);
  return (
    <div className="hours-day" role="group" aria-labelledby={`${idPrefix}-name`} id={idPrefix}>
      <div className="hours-day-head">
        <span className="hours-day-name" id={`${idPrefix}-name`}>
          {name}
        </span>
        <Switch
          id={`${idPrefix}-isOpen`}
          role="switch"
          className="hours-day-open"
          checked={hours.isOpen}
          disabled={form.readOnly}
          label={intl.formatMessage({ id: 'serviceBooking.hours.open' })}
          aria-label={intl.formatMessage({ id: 'serviceBooking.hours.openOn' }, { day: name })}
          onChange={(event) => form.set(day, { ...hours, isOpen: event.currentTarget.checked })}
        />
        <span className="hours-day-summary">{text.summary(hours)}</span>
      </div>
      {hours.isOpen && (
        <HoursEditor
          idPrefix={idPrefix}
          name={name}
          hours={hours}
          disabled={form.readOnly}
          problem={hoursProblem(hours)}
          onChange={(next) => form.set(day, next)}
        />
      )}
    </div>
  );
}

/**
 * Business Hours (spec part 2 §2, §3): the week, Monday to Sunday, each day open or closed with
 * its hours and breaks, and dated exceptions. One document, saved whole with If-Match.
 */
export function BusinessHoursTab() {
  const intl = useIntl();
  const notify = useNotify();
  const text = useHoursText();
  const form = useSettingsDocument<BusinessHours, BusinessHoursPatch>(businessHoursEndpoint, {
    idPrefix: 'business-hours',
    labels: LABELS,
    messages: {
      saved: 'serviceBooking.hours.saved',
      failed: 'serviceBooking.hours.failed',
      loadFailed: ['serviceBooking.loadFailed', 'serviceBooking.loadFailedBody'],
    },
  });

  const found = form.values === undefined ? null : firstHoursProblem(form.values);
  const problem =
    found === null
      ? null
      : intl.formatMessage(
          { id: 'serviceBooking.hours.problemOn' },
          {
            where:
              'day' in found
                ? intl.formatMessage({ id: DAY_NAME[found.day] })
                : intl.formatMessage(
                    { id: 'serviceBooking.hours.onDate' },
                    { date: text.date(found.exception.date), name: found.exception.name },
                  ),
            problem: intl.formatMessage({ id: PROBLEM_TEXT[found.problem] }),
          },
        );
  const checked = withCheckedSave(form, problem, (text) =>
    notify.danger(intl.formatMessage({ id: 'serviceBooking.hours.failed' }), text),
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
      {(values) => (
        <>
          <Card className="settings-card" role="region" aria-labelledby="business-hours-title">
            <h2 id="business-hours-title" className="settings-card-title">
              {intl.formatMessage({ id: 'serviceBooking.hours.title' })}
            </h2>
            <p className="settings-card-description">
              {intl.formatMessage({ id: 'serviceBooking.hours.description' })}
            </p>
            <div className="hours-week">
              {WEEKDAYS.map((day) => (
                <DayRow key={day} form={form} day={day} hours={values[day]} />
              ))}
            </div>
          </Card>
          <ExceptionsCard
            exceptions={values.exceptions}
            disabled={form.readOnly}
            onChange={(exceptions) => form.set('exceptions', exceptions)}
          />
        </>
      )}
    </DocumentForm>
  );
}
