import { BlockList, isIP } from 'node:net';

/** An IPv4 address as IPv6 sockets report it (::ffff:203.0.113.7) is compared as IPv4. */
export function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Null when the entry is a valid address or CIDR range, else why not (for the field's message). */
export function addressEntryProblem(entry: string): string | null {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return `${entry} is not an IP address or a range`;
  if (bits === undefined) return null;
  const prefix = Number(bits);
  const max = family === 4 ? 32 : 128;
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= max && /^\d+$/.test(bits)
    ? null
    : `${entry} has a range size outside 0–${max}`;
}

/** Whether an address is in a list of addresses and CIDR ranges (invalid entries never match). */
export function addressAllowed(list: readonly string[], ip: string): boolean {
  return addressChecker(list)(ip);
}

/** The list made once, for a check on every request (the guard keeps one per resolved session). */
export function addressChecker(list: readonly string[]): (ip: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list) {
    if (addressEntryProblem(entry) !== null) continue;
    const [base, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(base) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) blocks.addAddress(base, type);
    else blocks.addSubnet(base, Number(bits), type);
  }
  return (ip) => {
    const address = plainAddress(ip);
    const family = isIP(address);
    return family !== 0 && blocks.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
