import { describe, expect, it } from 'vitest';
import { addressAllowed, addressEntryProblem, plainAddress } from './address-list';

describe('the sign-in address list', () => {
  it('matches single addresses and CIDR ranges, IPv4 and IPv6', () => {
    const list = ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'];
    expect(addressAllowed(list, '203.0.113.7')).toBe(true);
    expect(addressAllowed(list, '10.255.0.1')).toBe(true);
    expect(addressAllowed(list, '11.0.0.1')).toBe(false);
    expect(addressAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(addressAllowed(list, '2001:db9::1')).toBe(false);
  });

  it('compares an IPv4 address reported by an IPv6 socket as IPv4', () => {
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressAllowed(['192.0.2.0/24'], '::ffff:192.0.2.1')).toBe(true);
  });

  it('explains entries that are not addresses, and never matches them', () => {
    expect(addressEntryProblem('10.0.0.0/33')).toContain('0–32');
    expect(addressEntryProblem('999.1.1.1')).toContain('not an IP address');
    expect(addressEntryProblem('1.2.3.4/8/9')).toContain('not an IP address');
    expect(addressEntryProblem('fe80::/64')).toBeNull();
    expect(addressAllowed(['10.0.0.0/33'], '10.0.0.1')).toBe(false);
    expect(addressAllowed(['10.0.0.0/8'], 'not-an-ip')).toBe(false);
  });
});
