import { Button, Card, HTMLTable, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RowActions } from '../../../components/RowActions';
import { MAX_HOURS_EXCEPTIONS, type HoursException } from '../../../../../server/contract/service-booking';
import { sortedExceptions } from './hours';
import { ExceptionDialog } from './ExceptionDialog';
import { useHoursText } from './useHoursText';

type Editing = { exception?: HoursException } | null;

interface ExceptionsCardProps {
  exceptions: readonly HoursException[];
  disabled: boolean;
  onChange: (exceptions: HoursException[]) => void;
}

/** Dated exceptions to the weekly hours (a public holiday, a late night), in date order. */
export function ExceptionsCard({ exceptions, disabled, onChange }: ExceptionsCardProps) {
  const intl = useIntl();
  const text = useHoursText();
  const [editing, setEditing] = useState<Editing>(null);
  const full = exceptions.length >= MAX_HOURS_EXCEPTIONS;
  const sorted = sortedExceptions(exceptions);
  function apply(exception: HoursException) {
    const others = exceptions.filter((kept) => kept.id !== exception.id);
    onChange(sortedExceptions([...others, exception]));
  }

  return (
    <Card
      id="business-hours-exceptions"
      className="settings-card"
      role="region"
      aria-labelledby="hours-exceptions-title"
    >
      <div className="settings-card-head">
        <div className="settings-card-head-text">
          <h2 id="hours-exceptions-title" className="settings-card-title">
            {intl.formatMessage({ id: 'serviceBooking.exceptions.title' })}
          </h2>
          <p className="settings-card-description">
            {intl.formatMessage({ id: 'serviceBooking.exceptions.description' })}
          </p>
        </div>
        <Button
          id="business-hours-addException"
          icon="add"
          intent={Intent.PRIMARY}
          text={intl.formatMessage({ id: 'serviceBooking.exceptions.add' })}
          disabled={disabled || full}
          onClick={() => setEditing({})}
        />
      </div>
      {full && (
        <p className="settings-hint">
          {intl.formatMessage({ id: 'serviceBooking.exceptions.max' }, { max: MAX_HOURS_EXCEPTIONS })}
        </p>
      )}
      {sorted.length === 0 ? (
        <p className="settings-hint">{intl.formatMessage({ id: 'serviceBooking.exceptions.empty' })}</p>
      ) : (
        <HTMLTable className="settings-table service-booking-table" aria-labelledby="hours-exceptions-title">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.exceptions.column.date' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.exceptions.column.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.exceptions.column.hours' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.exceptions.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((exception) => (
              <tr key={exception.id}>
                <td>{text.date(exception.date)}</td>
                <th scope="row">{exception.name}</th>
                <td>{text.summary(exception)}</td>
                <td>
                  <RowActions
                    name={exception.name}
                    editText={intl.formatMessage({ id: 'serviceBooking.exceptions.edit' })}
                    removeText={intl.formatMessage({ id: 'serviceBooking.exceptions.remove' })}
                    disabled={disabled}
                    onEdit={() => setEditing({ exception })}
                    onRemove={() => onChange(exceptions.filter((kept) => kept.id !== exception.id))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ExceptionDialog
        // A fresh dialog per exception, so its fields start from the one being edited.
        key={editing?.exception?.id ?? 'new'}
        isOpen={editing !== null}
        exception={editing?.exception}
        takenDates={exceptions.filter((kept) => kept.id !== editing?.exception?.id).map((kept) => kept.date)}
        onApply={apply}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
