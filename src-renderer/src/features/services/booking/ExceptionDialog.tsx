import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { HoursException } from '../../../../../server/contract/service-booking';
import { hoursProblem } from './hours';
import { newId } from './new-id';
import { HoursEditor } from './HoursEditor';

/** The exception's name field, as the contract bounds it. */
const NAME_MAX_LENGTH = 60;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Draft = Omit<HoursException, 'id'> & { id?: string };

const blank: Draft = { date: '', name: '', isOpen: false, openTime: '09:00', closeTime: '17:00', breaks: [] };

interface ExceptionDialogProps {
  isOpen: boolean;
  /** The exception to change; absent to add one. */
  exception?: HoursException;
  /** Dates other exceptions already have: one exception per date. */
  takenDates: readonly string[];
  onApply: (exception: HoursException) => void;
  onClose: () => void;
}

/**
 * One dated exception: a public holiday (closed) or other hours, breaks included. It goes into
 * the hours on the page; Save Changes keeps it with the rest.
 */
export function ExceptionDialog({ isOpen, exception, takenDates, onApply, onClose }: ExceptionDialogProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(exception ?? blank);
  const [tried, setTried] = useState(false);

  const name = draft.name.trim();
  const dateError = !DATE_PATTERN.test(draft.date)
    ? 'serviceBooking.exception.dateRequired'
    : takenDates.includes(draft.date)
      ? 'serviceBooking.exception.dateTaken'
      : null;
  const nameError = name === '' ? 'serviceBooking.exception.nameRequired' : null;
  const problem = hoursProblem(draft);
  const showDate = tried && dateError !== null;
  const showName = tried && nameError !== null;

  function close() {
    setDraft(exception ?? blank);
    setTried(false);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits in the page's form in React's tree (its DOM is a portal): this submit is
    // the dialog's own, not a save of the page.
    event.stopPropagation();
    setTried(true);
    if (dateError !== null || nameError !== null || problem !== null) return;
    onApply({ ...draft, name, id: draft.id ?? newId() });
    close();
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      icon="calendar"
      className="service-booking-dialog"
      title={
        exception
          ? intl.formatMessage({ id: 'serviceBooking.exception.editTitle' }, { name: exception.name })
          : intl.formatMessage({ id: 'serviceBooking.exception.addTitle' })
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'serviceBooking.exception.date' })}
            labelFor="hours-exception-date"
            intent={showDate ? Intent.DANGER : Intent.NONE}
            helperText={showDate && dateError ? intl.formatMessage({ id: dateError }) : undefined}
          >
            <InputGroup
              id="hours-exception-date"
              type="date"
              value={draft.date}
              autoFocus
              intent={showDate ? Intent.DANGER : Intent.NONE}
              aria-invalid={showDate || undefined}
              onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            />
          </FormGroup>
          <FormGroup
            label={intl.formatMessage({ id: 'serviceBooking.exception.name' })}
            labelFor="hours-exception-name"
            intent={showName ? Intent.DANGER : Intent.NONE}
            helperText={intl.formatMessage({
              id: showName && nameError ? nameError : 'serviceBooking.exception.name.help',
            })}
          >
            <InputGroup
              id="hours-exception-name"
              value={draft.name}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              intent={showName ? Intent.DANGER : Intent.NONE}
              aria-invalid={showName || undefined}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </FormGroup>
          <RadioGroup
            label={intl.formatMessage({ id: 'serviceBooking.exception.onThisDate' })}
            selectedValue={draft.isOpen ? 'open' : 'closed'}
            onChange={(event) => setDraft({ ...draft, isOpen: event.currentTarget.value === 'open' })}
          >
            <Radio value="closed" label={intl.formatMessage({ id: 'serviceBooking.exception.closed' })} />
            <Radio value="open" label={intl.formatMessage({ id: 'serviceBooking.exception.otherHours' })} />
          </RadioGroup>
          {draft.isOpen && (
            <HoursEditor
              idPrefix="hours-exception"
              name={name === '' ? intl.formatMessage({ id: 'serviceBooking.exception.thisDate' }) : name}
              hours={draft}
              disabled={false}
              problem={problem}
              onChange={setDraft}
            />
          )}
          <p className="settings-hint">{intl.formatMessage({ id: 'serviceBooking.draftNote' })}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={intl.formatMessage({ id: 'serviceBooking.cancel' })} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={intl.formatMessage({
                  id: exception ? 'serviceBooking.exception.update' : 'serviceBooking.exception.apply',
                })}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
