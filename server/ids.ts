import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

// A call into the crypto binding costs several microseconds, more than the rest of an id and most
// of an imported row's own work: the random bytes are drawn for 256 ids at a time and each id
// takes its 16 (never reused), as crypto.randomUUID keeps its own pool.
const POOL_IDS = 256;
let pool = Buffer.alloc(0);
let taken = 0;

function sixteenRandomBytes(): Buffer {
  if (taken + 16 > pool.length) {
    pool = randomBytes(16 * POOL_IDS);
    taken = 0;
  }
  taken += 16;
  return pool.subarray(taken - 16, taken);
}

/**
 * UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Time-ordered, so ids sort by
 * creation and rows from several sites merge without collisions. A 12-bit counter in rand_a keeps
 * ids created in the same millisecond ordered.
 */
export function newId(now = Date.now()): string {
  if (now <= lastMs) {
    counter = (counter + 1) & 0xfff;
    if (counter === 0) lastMs += 1;
    now = lastMs;
  } else {
    lastMs = now;
    counter = 0;
  }
  const bytes = sixteenRandomBytes();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
