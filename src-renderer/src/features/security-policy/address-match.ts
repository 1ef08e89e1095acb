/**
 * Whether the caller's address is in an allow-list of addresses and CIDR ranges, worked out in the
 * page so the owner is warned before saving a list that would keep them out (the server refuses
 * such a save anyway, with code IP_LOCKOUT; this is the same rule as its net.BlockList check).
 */
// The contract's AllowedAddress: characters and length an entry may have before it is parsed.
const ENTRY_PATTERN = /^[0-9A-Fa-f:.]{2,45}(\/[0-9]{1,3})?$/;

interface Parsed {
  family: 4 | 6;
  value: bigint;
}

function parseIPv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: node:net reads none (010 could mean 8 or 10).
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIPv6(text: string): bigint | undefined {
  let head = text;
  let tail: bigint[] = [];
  // An embedded IPv4 ending (::ffff:192.0.2.1) counts as its two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (v4 === undefined) return undefined;
    head = `${text.slice(0, lastColon + 1)}0:0`;
    tail = [v4 >> 16n, v4 & 0xffffn];
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...right];
  let value = 0n;
  for (const group of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return undefined;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  if (tail.length === 2) value = (value & ~0xffffffffn) | (tail[0]! << 16n) | tail[1]!;
  return value;
}

function parseAddress(text: string): Parsed | undefined {
  const v4 = parseIPv4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  const v6 = text.includes(':') ? parseIPv6(text) : undefined;
  return v6 === undefined ? undefined : { family: 6, value: v6 };
}

/** An address as IPv6 sockets report an IPv4 caller (::ffff:203.0.113.7) is compared as IPv4. */
function plain(text: string): string {
  const lower = text.toLowerCase();
  return lower.startsWith('::ffff:') && parseIPv4(lower.slice(7)) !== undefined ? lower.slice(7) : text;
}

/** The entry as a range, or undefined when it is no address or range the server would accept. */
function parseEntry(entry: string): (Parsed & { bits: number }) | undefined {
  const text = entry.trim();
  if (!ENTRY_PATTERN.test(text)) return undefined;
  const [base = '', bits, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const address = parseAddress(base);
  if (address === undefined) return undefined;
  const width = address.family === 4 ? 32 : 128;
  if (bits === undefined) return { ...address, bits: width };
  const prefix = Number(bits);
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= width ? { ...address, bits: prefix } : undefined;
}

/** Whether the server would take this entry: an IPv4 or IPv6 address, or a CIDR range. */
export const isAddressEntry = (entry: string): boolean => parseEntry(entry) !== undefined;

export function addressCovered(list: readonly string[], ip: string): boolean {
  const address = parseAddress(plain(ip.trim()));
  if (address === undefined) return false;
  return list.some((entry) => {
    const range = parseEntry(entry);
    if (range === undefined || range.family !== address.family) return false;
    const shift = BigInt((address.family === 4 ? 32 : 128) - range.bits);
    return address.value >> shift === range.value >> shift;
  });
}
