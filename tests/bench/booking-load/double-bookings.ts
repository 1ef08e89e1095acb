import Database from 'better-sqlite3';

/**
 * Pairs of booked busy spans of one practitioner that overlap. The guard's table: a span with an
 * appointment is a booking's (buffers included), live until the appointment is cancelled, which
 * deletes it; holds' spans (hold_id, expires_ms) are left out.
 */
const OVERLAPPING_BUSY_SPANS = `
  SELECT count(*) AS pairs
  FROM practitioner_busy a
  JOIN practitioner_busy b
    ON b.practitioner_id = a.practitioner_id
   AND a.id < b.id
   AND a.start_ms < b.end_ms AND b.start_ms < a.end_ms
  WHERE a.appointment_id IS NOT NULL AND b.appointment_id IS NOT NULL`;

/**
 * The same question asked of the appointments themselves, without the guard's table: pairs of items
 * of live appointments (not cancelled or declined) of one practitioner whose working time overlaps.
 * An item's processing gap (colour developing) is time the practitioner may spend on someone
 * else, so an item counts as its parts before and after the gap; times are compared as instants
 * (julianday), not as text, whatever offset they were written with.
 */
const OVERLAPPING_ITEMS = `
  WITH live AS (
    SELECT i.id, i.practitioner_id, i.start_at, i.end_at, i.processing_start_at, i.processing_end_at
    FROM appointment_items i
    JOIN appointments ap ON ap.id = i.appointment_id
    WHERE ap.status NOT IN ('cancelled', 'declined')
  ),
  parts AS (
    SELECT id, practitioner_id, julianday(start_at) AS s, julianday(coalesce(processing_start_at, end_at)) AS e
    FROM live
    UNION ALL
    SELECT id, practitioner_id, julianday(processing_end_at), julianday(end_at)
    FROM live WHERE processing_end_at IS NOT NULL
  )
  SELECT count(*) AS pairs
  FROM parts x
  JOIN parts y
    ON y.practitioner_id = x.practitioner_id
   AND x.id < y.id
   AND x.s < y.e AND y.s < x.e
  WHERE x.s < x.e AND y.s < y.e`;

export interface DoubleBookings {
  busySpanPairs: number;
  itemPairs: number;
  /** Live appointments in the file, to compare with the bookings the clients were told about. */
  liveAppointments: number;
}

/** Counts double bookings in the server's database file, opened read-only after the server stopped. */
export function countDoubleBookings(file: string): DoubleBookings {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { pairs: number }).pairs;
    return {
      busySpanPairs: count(OVERLAPPING_BUSY_SPANS),
      itemPairs: count(OVERLAPPING_ITEMS),
      liveAppointments: count(
        `SELECT count(*) AS pairs FROM appointments WHERE status NOT IN ('cancelled', 'declined')`,
      ),
    };
  } finally {
    db.close();
  }
}
