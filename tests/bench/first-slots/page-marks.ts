/**
 * What the booking page showed and when, recorded inside the page by `installMarks` (an init
 * script that runs before the page's own). Times are the page's `performance.now()`: milliseconds
 * since its navigation started, so the bench's own time between clicks is never counted.
 */
export type MarkName = 'locationStep' | 'servicesStep' | 'serviceChecked' | 'practitionerStep' | 'slot';
export type ClickName = 'location' | 'service' | 'continue' | 'any';

export interface Mark {
  /** The DOM first held it (the mutation observer saw it). */
  dom: number;
  /** The frame that shows it has been painted (the task after the next animation frame). */
  painted?: number;
}

export interface PageRecord {
  marks: Partial<Record<MarkName, Mark>>;
  /** When the bench's click reached the page (the event's timeStamp). */
  clicks: Partial<Record<ClickName, number>>;
}

/** Where the page keeps its record for the bench to read. */
export const RECORD_KEY = '__firstSlots';

/**
 * Runs in the page (Playwright serializes it): nothing from this module's scope may be used in
 * it, hence the literal key and heading texts (the English catalog, src-booking/i18n/en.ts).
 */
export function installMarks(): void {
  const record: PageRecord = { marks: {}, clicks: {} };
  (window as unknown as Record<string, PageRecord>)['__firstSlots'] = record;
  const heading = () => document.querySelector('h2')?.textContent ?? '';
  const visible = (selector: string) => document.querySelector(selector)?.checkVisibility() === true;
  const conditions: [MarkName, () => boolean][] = [
    ['locationStep', () => heading() === 'Choose a location' && visible('button.choice')],
    ['servicesStep', () => heading() === 'Choose your services' && visible('.service input[type="checkbox"]')],
    [
      'serviceChecked',
      () =>
        heading() === 'Choose your services' &&
        document.querySelector('.service input:checked') !== null &&
        visible('button.primary:enabled'),
    ],
    ['practitionerStep', () => heading() === 'Choose a practitioner' && visible('button.choice')],
    ['slot', () => visible('button.slot')],
  ];
  const check = () => {
    const now = performance.now();
    for (const [name, holds] of conditions) {
      if (record.marks[name] !== undefined || !holds()) continue;
      const mark: Mark = { dom: now };
      record.marks[name] = mark;
      // Animation frame callbacks run just before the frame is painted; a task queued from one runs after it.
      requestAnimationFrame(() =>
        setTimeout(() => {
          mark.painted = performance.now();
        }, 0),
      );
    }
  };
  // The document itself is observed: the init script runs before <html> exists.
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  // Capture phase: the step is still the one clicked in, before the page's handler re-renders.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target === null) return;
      const step = heading();
      let name: ClickName | null = null;
      if (target.closest('.service') !== null) name = 'service';
      else if (target.closest('button.choice') !== null) {
        if (step === 'Choose a location') name = 'location';
        else if (step === 'Choose a practitioner') name = 'any';
      } else if (target.closest('button.primary') !== null && step === 'Choose your services') name = 'continue';
      if (name !== null && record.clicks[name] === undefined) record.clicks[name] = event.timeStamp;
    },
    true,
  );
}
