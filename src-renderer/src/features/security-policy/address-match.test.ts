import { describe, expect, it } from 'vitest';
import { addressLines, withAddress } from './address-lines';
import { addressCovered, isAddressEntry } from './address-match';

describe('addressCovered', () => {
  it('finds an IPv4 address listed as itself or inside a range', () => {
    expect(addressCovered(['203.0.113.7'], '203.0.113.7')).toBe(true);
    expect(addressCovered(['192.168.1.0/24'], '192.168.1.200')).toBe(true);
    expect(addressCovered(['192.168.1.0/24'], '192.168.2.1')).toBe(false);
    expect(addressCovered(['10.0.0.0/8', '203.0.113.8'], '203.0.113.7')).toBe(false);
    expect(addressCovered(['0.0.0.0/0'], '198.51.100.1')).toBe(true);
  });

  it('compares an IPv4 caller reported as IPv6 (::ffff:) as IPv4', () => {
    expect(addressCovered(['127.0.0.0/8'], '::ffff:127.0.0.1')).toBe(true);
  });

  it('finds IPv6 addresses, written short or long, and in ranges', () => {
    expect(addressCovered(['::1'], '::1')).toBe(true);
    expect(addressCovered(['2001:db8::/32'], '2001:0db8:0000:0000:0000:0000:0000:0001')).toBe(true);
    expect(addressCovered(['2001:db8::/32'], '2001:db9::1')).toBe(false);
    expect(addressCovered(['::ffff:192.0.2.0/120'], '::ffff:c000:0201')).toBe(true);
  });

  it('never matches across families, nor through an entry the server would refuse', () => {
    expect(addressCovered(['::/0'], '203.0.113.7')).toBe(false);
    expect(addressCovered(['203.0.113.7/33', '203.0.113.07', 'localhost'], '203.0.113.7')).toBe(false);
    expect(addressCovered(['203.0.113.7'], 'not an address')).toBe(false);
  });
});

describe('isAddressEntry', () => {
  it('takes addresses and CIDR ranges, and refuses the rest', () => {
    for (const entry of ['203.0.113.7', '192.168.1.0/24', '::1', '2001:db8::/32', ' 10.0.0.1 ']) {
      expect(isAddressEntry(entry), entry).toBe(true);
    }
    for (const entry of ['', '256.1.1.1', '1.2.3', '10.0.0.0/33', '1.2.3.4/8/9', 'office', '1::2::3', '::/129']) {
      expect(isAddressEntry(entry), entry).toBe(false);
    }
  });
});

describe('the address box', () => {
  it('reads one address per line (commas and spaces too), without blanks', () => {
    expect(addressLines(' 203.0.113.7\n\n192.168.1.0/24, 10.0.0.1 \n')).toEqual([
      '203.0.113.7',
      '192.168.1.0/24',
      '10.0.0.1',
    ]);
    expect(addressLines('   ')).toEqual([]);
  });

  it('adds my address once, at the end', () => {
    expect(withAddress(['10.0.0.1'], '203.0.113.7')).toEqual(['10.0.0.1', '203.0.113.7']);
    expect(withAddress(['203.0.113.7'], '203.0.113.7')).toEqual(['203.0.113.7']);
  });
});
