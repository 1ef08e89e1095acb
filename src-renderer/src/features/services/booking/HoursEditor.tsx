import { Button, HTMLSelect, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { MAX_BREAKS_PER_DAY, type DayHours, type HoursBreak } from '../../../../../server/contract/service-booking';
import type { MessageId } from '../../../i18n/en';
import { suggestBreak, timeChoices, type HoursProblem } from './hours';
import { useHoursText } from './useHoursText';

type Hours = Pick<DayHours, 'isOpen' | 'openTime' | 'closeTime' | 'breaks'>;

export const PROBLEM_TEXT: Readonly<Record<HoursProblem, MessageId>> = {
  closeBeforeOpen: 'serviceBooking.hours.problem.closeBeforeOpen',
  breakEndsBeforeStart: 'serviceBooking.hours.problem.breakEndsBeforeStart',
  breakOutsideHours: 'serviceBooking.hours.problem.breakOutsideHours',
  breaksOverlap: 'serviceBooking.hours.problem.breaksOverlap',
};

interface TimeSelectProps {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** A time of day in 15-minute steps (spec part 2 §9), shown on the user's clock. */
function TimeSelect({ id, label, value, disabled, invalid, onChange }: TimeSelectProps) {
  const { time } = useHoursText();
  return (
    <HTMLSelect
      id={id}
      className="hours-time"
      aria-label={label}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      {timeChoices([value]).map((choice) => (
        <option key={choice} value={choice}>
          {time(choice)}
        </option>
      ))}
    </HTMLSelect>
  );
}

interface HoursEditorProps<H extends Hours> {
  /** Starts the ids of the controls ('business-hours-monday' → 'business-hours-monday-openTime'). */
  idPrefix: string;
  /** What the controls are named after ('Monday', 'Christmas Day'): 'Opening time on Monday'. */
  name: string;
  hours: H;
  disabled: boolean;
  problem: HoursProblem | null;
  onChange: (hours: H) => void;
}

/**
 * Opening and closing time with the breaks in between (a lunch break makes the day open in two
 * parts). Edits go up whole; the tab checks them as the server does and says what is wrong.
 */
export function HoursEditor<H extends Hours>({
  idPrefix,
  name,
  hours,
  disabled,
  problem,
  onChange,
}: HoursEditorProps<H>) {
  const intl = useIntl();
  const say = (id: MessageId, values: Record<string, string | number> = {}) =>
    intl.formatMessage({ id }, { day: name, ...values });
  const suggestion = suggestBreak(hours);
  const timesInvalid = problem === 'closeBeforeOpen';
  const breaksInvalid = problem !== null && !timesInvalid;

  const setBreak = (index: number, next: HoursBreak) =>
    onChange({ ...hours, breaks: hours.breaks.map((pause, at) => (at === index ? next : pause)) });

  return (
    <div className="hours-editor">
      <div className="hours-row">
        <TimeSelect
          id={`${idPrefix}-openTime`}
          label={say('serviceBooking.hours.openingOn')}
          value={hours.openTime}
          disabled={disabled}
          invalid={timesInvalid}
          onChange={(openTime) => onChange({ ...hours, openTime })}
        />
        <span className="hours-to">{intl.formatMessage({ id: 'serviceBooking.hours.to' })}</span>
        <TimeSelect
          id={`${idPrefix}-closeTime`}
          label={say('serviceBooking.hours.closingOn')}
          value={hours.closeTime}
          disabled={disabled}
          invalid={timesInvalid}
          onChange={(closeTime) => onChange({ ...hours, closeTime })}
        />
        <Button
          id={`${idPrefix}-addBreak`}
          variant="minimal"
          size="small"
          icon="add"
          text={intl.formatMessage({ id: 'serviceBooking.hours.addBreak' })}
          aria-label={say('serviceBooking.hours.addBreakOn')}
          title={
            suggestion === null
              ? intl.formatMessage(
                  {
                    id:
                      hours.breaks.length >= MAX_BREAKS_PER_DAY
                        ? 'serviceBooking.hours.breaksFull'
                        : 'serviceBooking.hours.noBreakFits',
                  },
                  { max: MAX_BREAKS_PER_DAY },
                )
              : undefined
          }
          disabled={disabled || suggestion === null}
          onClick={() => suggestion && onChange({ ...hours, breaks: [...hours.breaks, suggestion] })}
        />
      </div>
      {hours.breaks.map((pause, index) => {
        const number = index + 1;
        return (
          <div className="hours-row hours-break" key={index}>
            <span className="hours-break-label">{intl.formatMessage({ id: 'serviceBooking.hours.break' })}</span>
            <TimeSelect
              id={`${idPrefix}-breaks-${index}-start`}
              label={say('serviceBooking.hours.breakStartOn', { number })}
              value={pause.start}
              disabled={disabled}
              invalid={breaksInvalid}
              onChange={(start) => setBreak(index, { ...pause, start })}
            />
            <span className="hours-to">{intl.formatMessage({ id: 'serviceBooking.hours.to' })}</span>
            <TimeSelect
              id={`${idPrefix}-breaks-${index}-end`}
              label={say('serviceBooking.hours.breakEndOn', { number })}
              value={pause.end}
              disabled={disabled}
              invalid={breaksInvalid}
              onChange={(end) => setBreak(index, { ...pause, end })}
            />
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              intent={Intent.DANGER}
              aria-label={say('serviceBooking.hours.removeBreakOn', { number })}
              title={say('serviceBooking.hours.removeBreakOn', { number })}
              disabled={disabled}
              onClick={() => onChange({ ...hours, breaks: hours.breaks.filter((_, at) => at !== index) })}
            />
          </div>
        );
      })}
      {problem !== null && (
        <p className="service-booking-problem" role="alert">
          {intl.formatMessage(
            { id: 'serviceBooking.hours.problemOn' },
            { where: name, problem: intl.formatMessage({ id: PROBLEM_TEXT[problem] }) },
          )}
        </p>
      )}
    </div>
  );
}
