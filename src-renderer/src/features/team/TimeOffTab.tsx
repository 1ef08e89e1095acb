import { Button, FormGroup, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_TIME_OFF_ENTRIES, type TimeOff } from '../../../../server/contract/practitioners';
import { newId } from '../services/booking/new-id';
import { useHoursText } from '../services/booking/useHoursText';
import { sortedTimeOff, timeOffProblem } from './practitioner-draft';

/** As the contract bounds the reason. */
const REASON_MAX_LENGTH = 120;
const blank = { startDate: '', endDate: '', reason: '' };

interface TimeOffTabProps {
  entries: readonly TimeOff[];
  onChange: (entries: TimeOff[]) => void;
}

/** Days a member is away (holidays, training): dated, with a reason; saved with the rest of the dialog. */
export function TimeOffTab({ entries, onChange }: TimeOffTabProps) {
  const intl = useIntl();
  const { date } = useHoursText();
  const [next, setNext] = useState(blank);
  const [tried, setTried] = useState(false);
  const problem = timeOffProblem(next);
  const full = entries.length >= MAX_TIME_OFF_ENTRIES;

  function add() {
    setTried(true);
    if (problem !== null || full) return;
    onChange([...entries, { id: newId(), ...next, reason: next.reason.trim() }]);
    setNext(blank);
    setTried(false);
  }

  const set = (field: keyof typeof blank) => (event: ChangeEvent<HTMLInputElement>) =>
    setNext((current) => ({ ...current, [field]: event.target.value }));
  const showProblem = tried && problem !== null;

  return (
    <div className="practitioner-time-off">
      {entries.length === 0 ? (
        <p className="settings-hint">{intl.formatMessage({ id: 'practitioners.timeOff.empty' })}</p>
      ) : (
        <HTMLTable compact striped className="practitioner-time-off-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'practitioners.timeOff.firstDay' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'practitioners.timeOff.lastDay' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'practitioners.timeOff.reason' })}</th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage({ id: 'team.column.actions' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sortedTimeOff(entries).map((entry) => {
              const period = intl.formatMessage(
                { id: 'practitioners.timeOff.period' },
                { start: date(entry.startDate), end: date(entry.endDate) },
              );
              return (
                <tr key={entry.id}>
                  <td>{date(entry.startDate)}</td>
                  <td>{date(entry.endDate)}</td>
                  <td>{entry.reason}</td>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      intent={Intent.DANGER}
                      aria-label={intl.formatMessage({ id: 'practitioners.timeOff.remove' }, { period })}
                      title={intl.formatMessage({ id: 'practitioners.timeOff.remove' }, { period })}
                      onClick={() => onChange(entries.filter((candidate) => candidate.id !== entry.id))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <fieldset className="practitioner-time-off-new">
        <legend>{intl.formatMessage({ id: 'practitioners.timeOff.new' })}</legend>
        <div className="practitioner-time-off-fields">
          <FormGroup label={intl.formatMessage({ id: 'practitioners.timeOff.firstDay' })} labelFor="time-off-start">
            <InputGroup
              id="time-off-start"
              type="date"
              value={next.startDate}
              intent={showProblem ? Intent.DANGER : Intent.NONE}
              aria-invalid={showProblem || undefined}
              onChange={set('startDate')}
            />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'practitioners.timeOff.lastDay' })} labelFor="time-off-end">
            <InputGroup
              id="time-off-end"
              type="date"
              value={next.endDate}
              min={next.startDate || undefined}
              intent={showProblem ? Intent.DANGER : Intent.NONE}
              aria-invalid={showProblem || undefined}
              onChange={set('endDate')}
            />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'practitioners.timeOff.reason' })} labelFor="time-off-reason">
            <InputGroup
              id="time-off-reason"
              value={next.reason}
              maxLength={REASON_MAX_LENGTH}
              autoComplete="off"
              onChange={set('reason')}
            />
          </FormGroup>
        </div>
        {showProblem && (
          <p className="practitioner-problem" role="alert">
            {intl.formatMessage({
              id:
                problem === 'endBeforeStart'
                  ? 'practitioners.timeOff.endBeforeStart'
                  : 'practitioners.timeOff.datesRequired',
            })}
          </p>
        )}
        {full && (
          <p className="settings-hint">
            {intl.formatMessage({ id: 'practitioners.timeOff.full' }, { max: MAX_TIME_OFF_ENTRIES })}
          </p>
        )}
        <Button
          icon="add"
          disabled={full}
          text={intl.formatMessage({ id: 'practitioners.timeOff.add' })}
          onClick={add}
        />
      </fieldset>
    </div>
  );
}
