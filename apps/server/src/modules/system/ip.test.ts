import { describe, expect, it } from 'vitest';
import { cidrToRange, ipInCidrs, ipToHex } from './ip.js';

const V4_PREFIX = '00000000000000000000ffff';

describe('ipToHex', () => {
  it('maps an IPv4 address into ::ffff:0:0/96', () => {
    expect(ipToHex('203.0.113.9')).toBe(`${V4_PREFIX}cb007109`);
    expect(ipToHex('0.0.0.0')).toBe(`${V4_PREFIX}00000000`);
    expect(ipToHex('255.255.255.255')).toBe(`${V4_PREFIX}ffffffff`);
  });

  it('writes IPv6 addresses as 32 hex digits, expanding ::', () => {
    expect(ipToHex('2001:db8::1')).toBe('20010db8000000000000000000000001');
    expect(ipToHex('::')).toBe('0'.repeat(32));
    expect(ipToHex('::1')).toBe(`${'0'.repeat(31)}1`);
    expect(ipToHex('2001:db8::')).toBe(`20010db8${'0'.repeat(24)}`);
    expect(ipToHex('1:2:3:4:5:6:7:8')).toBe('00010002000300040005000600070008');
  });

  it('is case-insensitive for IPv6 hex digits', () => {
    expect(ipToHex('2001:DB8::ABCD')).toBe(ipToHex('2001:db8::abcd'));
  });

  it('gives a v4-mapped IPv6 address the same value as the IPv4 address', () => {
    expect(ipToHex('::ffff:203.0.113.9')).toBe(ipToHex('203.0.113.9'));
    expect(ipToHex('::ffff:cb00:7109')).toBe(ipToHex('203.0.113.9'));
  });

  it('ignores a zone id', () => {
    expect(ipToHex('fe80::1%eth0')).toBe(ipToHex('fe80::1'));
    expect(ipToHex('fe80::1')).toBe(`fe80${'0'.repeat(27)}1`);
  });

  it('answers null for anything that is not an address', () => {
    for (const bad of ['', 'localhost', '256.1.1.1', '1.2.3', '1.2.3.4.5', '2001:db8::g', ':::']) {
      expect(ipToHex(bad), bad).toBeNull();
    }
  });
});

describe('cidrToRange', () => {
  it('spans a /24 from .0 to .255', () => {
    expect(cidrToRange('203.0.113.0/24')).toEqual({
      from: `${V4_PREFIX}cb007100`,
      to: `${V4_PREFIX}cb0071ff`,
    });
  });

  it('clears host bits that are set in the address', () => {
    expect(cidrToRange('203.0.113.77/24')).toEqual(cidrToRange('203.0.113.0/24'));
  });

  it('makes a /32 (and a bare IPv4 address) a single address', () => {
    const one = { from: `${V4_PREFIX}cb007109`, to: `${V4_PREFIX}cb007109` };
    expect(cidrToRange('203.0.113.9/32')).toEqual(one);
    expect(cidrToRange('203.0.113.9')).toEqual(one);
  });

  it('makes an IPv4 /0 cover every IPv4 address and nothing else', () => {
    expect(cidrToRange('0.0.0.0/0')).toEqual({
      from: `${V4_PREFIX}00000000`,
      to: `${V4_PREFIX}ffffffff`,
    });
  });

  it('makes an IPv6 /0 cover the whole address space', () => {
    expect(cidrToRange('::/0')).toEqual({ from: '0'.repeat(32), to: 'f'.repeat(32) });
  });

  it('makes a /128 a single IPv6 address', () => {
    const hex = '20010db8000000000000000000000001';
    expect(cidrToRange('2001:db8::1/128')).toEqual({ from: hex, to: hex });
  });

  it('handles a prefix that ends inside a byte', () => {
    expect(cidrToRange('2001:db8::/33')).toEqual({
      from: `20010db8${'0'.repeat(24)}`,
      to: `20010db87${'f'.repeat(23)}`,
    });
  });

  it('refuses a prefix out of range, not a whole number, or empty', () => {
    const bad = [
      '10.0.0.0/33',
      '10.0.0.0/-1',
      '10.0.0.0/8.5',
      '10.0.0.0/',
      '10.0.0.0/abc',
      '10.0.0.0/0x8',
      '10.0.0.0/ 8',
      '10.0.0.0/8/8',
      '2001:db8::/129',
      'not-an-ip/8',
    ];
    for (const cidr of bad) expect(cidrToRange(cidr), cidr).toBeNull();
  });
});

describe('ipInCidrs', () => {
  const blocked = ['203.0.113.0/24', '2001:db8::/32'];

  it('finds an address inside one of the ranges', () => {
    expect(ipInCidrs('203.0.113.0', blocked)).toBe(true);
    expect(ipInCidrs('203.0.113.255', blocked)).toBe(true);
    expect(ipInCidrs('2001:db8:ffff::1', blocked)).toBe(true);
  });

  it('matches a v4-mapped IPv6 caller against an IPv4 range', () => {
    expect(ipInCidrs('::ffff:203.0.113.9', blocked)).toBe(true);
  });

  it('does not match addresses just outside the ranges', () => {
    expect(ipInCidrs('203.0.112.255', blocked)).toBe(false);
    expect(ipInCidrs('203.0.114.0', blocked)).toBe(false);
    expect(ipInCidrs('2001:db9::1', blocked)).toBe(false);
  });

  it('matches nothing for an empty list, a bad address or a bad range', () => {
    expect(ipInCidrs('203.0.113.9', [])).toBe(false);
    expect(ipInCidrs('not-an-ip', blocked)).toBe(false);
    expect(ipInCidrs('10.0.0.1', ['10.0.0.0/'])).toBe(false);
  });
});
