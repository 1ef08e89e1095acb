import { activeParts } from '../contract/availability/busy-starts';
import type { ServiceTiming } from '../contract/availability';
import { MINUTE_MS } from '../contract/availability/zone-clock';
import type { ServiceRow } from '../modules/services/repository';

/** A service's timing as the engine takes it. */
export const timingOf = (service: ServiceRow): ServiceTiming => ({
  durationMinutes: service.durationMinutes,
  bufferBeforeMinutes: service.bufferBeforeMinutes,
  bufferAfterMinutes: service.bufferAfterMinutes,
  processingStartMinutes: service.processingStartMinutes,
  processingMinutes: service.processingMinutes,
});

/**
 * Several services back to back, as one timing for the slot search: the whole run with the first
 * service's before-buffer and whatever after-buffer reaches furthest. Processing gaps are left
 * in (the practitioner counts as busy through them): the search may offer fewer starts than
 * exist, never one that cannot be booked.
 */
export function combinedTiming(services: readonly ServiceRow[]): ServiceTiming {
  let offset = 0;
  let reach = 0;
  for (const service of services) {
    offset += service.durationMinutes;
    reach = Math.max(reach, offset + service.bufferAfterMinutes);
  }
  return {
    durationMinutes: offset,
    bufferBeforeMinutes: services[0]?.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: reach - offset,
    processingStartMinutes: 0,
    processingMinutes: 0,
  };
}

/** One booked service: when it runs, with its processing gap as instants. */
export interface PlannedItem {
  service: ServiceRow;
  startMs: number;
  endMs: number;
  processing: { startMs: number; endMs: number } | null;
}

/** The services one after the other from `startMs`. */
export function planItems(services: readonly ServiceRow[], startMs: number): PlannedItem[] {
  let cursor = startMs;
  return services.map((service) => {
    const itemStart = cursor;
    cursor += service.durationMinutes * MINUTE_MS;
    const gapStart = itemStart + service.processingStartMinutes * MINUTE_MS;
    const gapEnd = Math.min(gapStart + service.processingMinutes * MINUTE_MS, cursor);
    return {
      service,
      startMs: itemStart,
      endMs: cursor,
      processing: service.processingMinutes > 0 && gapEnd > gapStart ? { startMs: gapStart, endMs: gapEnd } : null,
    };
  });
}

/**
 * The spans the practitioner is busy for these items (each item's active parts: buffers included,
 * processing gap left out), merged where they touch or overlap: the guard refuses two overlapping
 * rows of one practitioner, even of one appointment.
 */
export function busySpans(items: readonly PlannedItem[]): [number, number][] {
  const parts = items.flatMap((item) =>
    activeParts(timingOf(item.service)).map(([from, to]): [number, number] => [item.startMs + from, item.startMs + to]),
  );
  return mergeSpans(parts);
}

/** The same spans read back from stored items (their buffers and processing gap), to write them again. */
export function busySpansOfItems(
  items: readonly {
    startAt: string;
    endAt: string;
    bufferBeforeMinutes: number;
    bufferAfterMinutes: number;
    processingStartAt: string | null;
    processingEndAt: string | null;
  }[],
): [number, number][] {
  const parts = items
    .flatMap((item): [number, number][] => {
      const from = Date.parse(item.startAt) - item.bufferBeforeMinutes * MINUTE_MS;
      const to = Date.parse(item.endAt) + item.bufferAfterMinutes * MINUTE_MS;
      if (item.processingStartAt === null || item.processingEndAt === null) return [[from, to]];
      return [
        [from, Date.parse(item.processingStartAt)],
        [Date.parse(item.processingEndAt), to],
      ];
    })
    .filter(([from, to]) => to > from);
  return mergeSpans(parts);
}

/** Spans sorted and merged where they touch or overlap. */
function mergeSpans(parts: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [from, to] of [...parts].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
