/** Rows per query when an export walks a table. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * A table's rows for an export, one page per query (keyset: each page starts after the last row
 * of the one before). The app has one SQLite connection, and a better-sqlite3 `iterate()` left
 * open while the response streams makes every other request's write fail ("This database
 * connection is busy executing a query"); a page is read whole, so between pages the connection
 * is free, and only one page is in memory at a time.
 */
export function* pagedRows<T>(
  fetchPage: (after: T | undefined, limit: number) => readonly T[],
  pageSize = EXPORT_PAGE_SIZE,
): Generator<T, void, undefined> {
  let after: T | undefined;
  for (;;) {
    const page = fetchPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}
