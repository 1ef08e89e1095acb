import {
  MESSAGE_CHANNELS,
  type MessageChannel,
  type NotificationLogMetadata,
} from '../../../../server/contract/notification-logs';

/**
 * What a log entry's metadata says, read defensively: it is free-form JSON, so each known key is
 * taken only when it has the expected kind of value, and everything else is listed as it is.
 */
export type MetadataNote =
  | { kind: 'resendOf'; id: string }
  | { kind: 'fallback'; from: MessageChannel; reason: string | null; reasonKey: string | null }
  | { kind: 'appointment'; start: string | null }
  | { kind: 'digest'; items: number }
  | { kind: 'other'; key: string; value: string };

/** The keys put into words above. */
const KNOWN = new Set<string>([
  'resendOf',
  'fallbackFrom',
  'fallbackReason',
  'fallbackReasonKey',
  'appointmentId',
  'appointmentStart',
  'digestItems',
] satisfies (keyof NotificationLogMetadata | 'digestItems')[]);

/**
 * The engine's own bookkeeping, which says nothing to the reader: the template's variables (what
 * they produced is the message itself), how often delivery was checked, who wrote a hand-written
 * message (a user id; the event already says it was written by hand) and when a digest was due
 * (its scheduled time).
 */
const INTERNAL = new Set<string>(['variables', 'deliveryChecks', 'sentBy', 'digestDueAt']);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

const isChannel = (value: unknown): value is MessageChannel =>
  typeof value === 'string' && (MESSAGE_CHANNELS as readonly string[]).includes(value);

/** A value that is not a known note, as one line of text (never markup: the page renders it as text). */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

export function metadataNotes(metadata: Readonly<Record<string, unknown>>): MetadataNote[] {
  const notes: MetadataNote[] = [];
  const resendOf = text(metadata.resendOf);
  if (resendOf !== null) notes.push({ kind: 'resendOf', id: resendOf });
  if (isChannel(metadata.fallbackFrom)) {
    notes.push({
      kind: 'fallback',
      from: metadata.fallbackFrom,
      reason: text(metadata.fallbackReason),
      reasonKey: text(metadata.fallbackReasonKey),
    });
  }
  const start = text(metadata.appointmentStart);
  const validStart = start !== null && !Number.isNaN(Date.parse(start)) ? start : null;
  if (text(metadata.appointmentId) !== null || validStart !== null) {
    notes.push({ kind: 'appointment', start: validStart });
  }
  const digestItems = metadata.digestItems;
  if (typeof digestItems === 'number' && Number.isInteger(digestItems) && digestItems >= 0) {
    notes.push({ kind: 'digest', items: digestItems });
  }
  for (const [key, value] of Object.entries(metadata)) {
    if (KNOWN.has(key) || INTERNAL.has(key)) continue;
    const line = shown(value);
    if (line !== '') notes.push({ kind: 'other', key, value: line });
  }
  return notes;
}
