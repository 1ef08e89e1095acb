import { UUID_PATTERN } from '../../contract/common';
import { ValidationError } from '../../errors';

/**
 * Where a page of the log starts: the (scheduled_for, id) key of the row next to it and which way to
 * read from there. `older` pages continue after the last row shown (Next), `newer` ones before the
 * first (Previous). The log is ordered newest first by (scheduled_for DESC, id DESC): the index's
 * order, so any page is one seek, never an OFFSET.
 */
export interface LogCursor {
  direction: 'older' | 'newer';
  /** The row's scheduled_for: when it is or was due. */
  at: string;
  id: string;
}

const DIRECTION_CODES = { older: 'n', newer: 'p' } as const;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = new RegExp(UUID_PATTERN);

/** Opaque to the screen: base64url of `n|at|id`. */
export function encodeCursor(cursor: LogCursor): string {
  const text = `${DIRECTION_CODES[cursor.direction]}|${cursor.at}|${cursor.id}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The cursor a previous answer gave; anything else (edited, from another list) is a 400. */
export function decodeCursor(value: string): LogCursor {
  const [code, at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const direction = code === 'n' ? 'older' : code === 'p' ? 'newer' : undefined;
  if (!direction || rest.length > 0 || !at || !ISO_INSTANT.test(at) || !id || !UUID.test(id)) {
    throw new ValidationError('cursor', 'This page of the logs is no longer valid. Go back to the first page.');
  }
  return { direction, at, id };
}
