import type { BrowserContext, Page } from 'playwright-core';
import { installMarks, RECORD_KEY, type Mark, type MarkName, type PageRecord } from './page-marks';

/** What the visit books: a location and a service with free time in the week that starts today. */
export interface Target {
  slug: string;
  locationName: string;
  serviceId: string;
  /** The page asks for a location first (the business has more than one). */
  asksLocation: boolean;
}

/** One visit's figures, in milliseconds of the page's own work. */
export interface VisitTimings {
  /** Navigation start → the first step's heading and choices painted. */
  firstStep: number;
  /** Location click → services painted (0 when the page starts on the services). */
  services: number;
  /** Service checkbox click → the checked service and an enabled Continue painted. */
  serviceChecked: number;
  /** Continue click → the practitioners painted. */
  practitioners: number;
  /** "Any practitioner" click → the first time slot painted (availability call plus rendering). */
  firstSlot: number;
  /** All of the above: navigation start → first slot, without the bench's time between clicks. */
  total: number;
  /** Of the first step: when the HTML had arrived, and when the page's data call started and answered. */
  htmlEnd: number;
  pageCallStart: number;
  pageCallEnd: number;
  /** The availability call as the browser saw it (request start → response end). */
  availabilityCall: number;
  /** The first slot's text, to show one was found. */
  slotText: string;
}

const WAIT_MS = 15_000;

async function painted(page: Page, name: MarkName): Promise<void> {
  await page.waitForFunction(
    ([key, mark]) =>
      (window as unknown as Record<string, PageRecord>)[key]?.marks[mark as MarkName]?.painted !== undefined,
    [RECORD_KEY, name] as const,
    { timeout: WAIT_MS },
  );
}

function since(mark: Mark | undefined, click: number | undefined, what: string): number {
  if (mark?.painted === undefined || click === undefined) throw new Error(`The page recorded no ${what}`);
  return mark.painted - click;
}

/** Opens the booking page in a new tab of `context` and goes as a client does to the first free time. */
export async function visit(context: BrowserContext, baseUrl: string, target: Target): Promise<VisitTimings> {
  const page = await context.newPage();
  try {
    await page.addInitScript(installMarks);
    await page.goto(`${baseUrl}/${target.slug}/book`);
    if (target.asksLocation) {
      await painted(page, 'locationStep');
      await page.locator('button.choice', { hasText: target.locationName }).click();
    }
    await painted(page, 'servicesStep');
    await page.locator(`#service-${target.serviceId}`).check();
    await painted(page, 'serviceChecked');
    await page.getByRole('button', { name: 'Continue' }).click();
    await painted(page, 'practitionerStep');
    await page.getByRole('button', { name: /Any practitioner/ }).click();
    await painted(page, 'slot');

    const { record, htmlEnd, pageCallStart, pageCallEnd, availabilityCall } = await page.evaluate((key) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const call = (test: (path: string) => boolean) => resources.find((r) => test(new URL(r.name).pathname));
      const pageCall = call((path) => /^\/api\/public\/booking\/[^/]+$/.test(path));
      const availability = call((path) => path.endsWith('/availability'));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        record: (window as unknown as Record<string, PageRecord>)[key]!,
        htmlEnd: navigation?.responseEnd ?? Number.NaN,
        pageCallStart: pageCall?.startTime ?? Number.NaN,
        pageCallEnd: pageCall?.responseEnd ?? Number.NaN,
        availabilityCall: availability ? availability.responseEnd - availability.startTime : Number.NaN,
      };
    }, RECORD_KEY);
    const { marks, clicks } = record;
    const first = target.asksLocation ? marks.locationStep : marks.servicesStep;
    if (first?.painted === undefined) throw new Error('The page recorded no first step');
    const timings = {
      firstStep: first.painted,
      services: target.asksLocation ? since(marks.servicesStep, clicks.location, 'services after the location') : 0,
      serviceChecked: since(marks.serviceChecked, clicks.service, 'checked service'),
      practitioners: since(marks.practitionerStep, clicks.continue, 'practitioners after Continue'),
      firstSlot: since(marks.slot, clicks.any, 'slot after "Any practitioner"'),
    };
    return {
      ...timings,
      total: timings.firstStep + timings.services + timings.serviceChecked + timings.practitioners + timings.firstSlot,
      htmlEnd,
      pageCallStart,
      pageCallEnd,
      availabilityCall,
      slotText: (await page.locator('button.slot').first().textContent()) ?? '',
    };
  } finally {
    await page.close();
  }
}
