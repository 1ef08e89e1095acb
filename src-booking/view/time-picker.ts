import type { Slot } from '../api';
import {
  addDays,
  clientTimeZone,
  dateTimeIn,
  dayKeyIn,
  dayLabel,
  timeIn,
  weekFrom,
  zoneLabel,
  zonesDiffer,
} from '../format';
import type { Translate } from '../i18n';
import { slotsOfDay } from '../state';
import { h } from './dom';

export interface TimePickerProps {
  t: Translate;
  locale: string;
  timeZone: string;
  weekStart: string;
  day: string;
  bounds: { first: string; last: string };
  slots: Slot[] | null;
  /** The slot being held or booked: its button shows it, all are disabled meanwhile. */
  busySlot: Slot | null;
  onWeek: (weekStart: string) => void;
  onDay: (day: string) => void;
  onSlot: (slot: Slot) => void;
}

/** The week strip and the chosen day's times (booking and rescheduling share it). */
export function timePicker(p: TimePickerProps): HTMLElement {
  const { t, locale, timeZone } = p;
  const dayOf = (instant: string) => dayKeyIn(instant, timeZone);
  const withSlots = new Set((p.slots ?? []).map((slot) => dayOf(slot.start)));
  const days = weekFrom(p.weekStart);
  const now = new Date();
  const client = clientTimeZone();
  const differ = zonesDiffer(timeZone, client, now);
  const daySlots = slotsOfDay(p.slots, p.day, dayOf);

  const strip = h(
    'div',
    { class: 'week' },
    h(
      'button',
      {
        type: 'button',
        class: 'week-nav',
        'aria-label': t('previousWeek'),
        disabled: p.weekStart <= p.bounds.first,
        onclick: () => p.onWeek(maxDay(addDays(p.weekStart, -7), p.bounds.first)),
      },
      '‹',
    ),
    h(
      'div',
      { class: 'days', role: 'group', 'aria-label': t('stepTime') },
      days.map((day) => {
        const label = dayLabel(day, locale);
        return h(
          'button',
          {
            type: 'button',
            class: withSlots.has(day) ? 'day has-slots' : 'day',
            'aria-pressed': day === p.day ? 'true' : 'false',
            // The full date as a description: the name stays what the button shows ("Mon 23").
            title: label.full,
            disabled: day > p.bounds.last,
            onclick: () => p.onDay(day),
          },
          h('span', { class: 'weekday' }, label.weekday),
          h('span', { class: 'date' }, label.day),
        );
      }),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'week-nav',
        'aria-label': t('nextWeek'),
        disabled: addDays(p.weekStart, 7) > p.bounds.last,
        onclick: () => p.onWeek(addDays(p.weekStart, 7)),
      },
      '›',
    ),
  );

  const zoneNote = h(
    'p',
    { class: 'hint' },
    t('timesIn', { zone: zoneLabel(timeZone, locale, now) }),
    differ && client ? ` ${t('yourZone', { zone: zoneLabel(client, locale, now) })}` : '',
  );

  let times: HTMLElement;
  if (p.slots === null) times = h('p', { class: 'hint', role: 'status' }, t('loading'));
  else if (daySlots.length === 0) times = h('p', { class: 'hint' }, t('noSlots'));
  else
    times = h(
      'ul',
      { class: 'slots', 'aria-label': dayLabel(p.day, locale).full },
      daySlots.map((slot) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'slot',
              'data-key': `slot-${slot.start}`,
              // The list is named by its day; the name stays the time shown, the full moment a description.
              title: dateTimeIn(slot.start, timeZone, locale),
              'aria-busy': p.busySlot?.start === slot.start ? 'true' : null,
              disabled: p.busySlot !== null,
              onclick: () => p.onSlot(slot),
            },
            timeIn(slot.start, timeZone, locale),
            differ && client ? h('small', {}, timeIn(slot.start, client, locale)) : null,
          ),
        ),
      ),
    );

  return h(
    'div',
    { class: 'time-picker' },
    strip,
    zoneNote,
    times,
    p.busySlot ? h('p', { class: 'hint', role: 'status' }, t('holding')) : null,
  );
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
