import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { PlaceKind } from '@lotto/contract';

/**
 * Where an address is, as far as the address itself tells: this machine, a network that is not
 * the internet (home and office ranges, carrier NAT, link-local), or the internet. No city
 * database ships with the platform; the country, where known, comes from the site's address
 * table (system's geo lookup), the same one region restriction reads.
 */

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local
  ['0.0.0.0', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
privateRanges.addSubnet('fc00::', 7, 'ipv6'); // unique local
privateRanges.addSubnet('fe80::', 10, 'ipv6'); // link-local

/** An IPv4 address an IPv6 socket reports as ::ffff:a.b.c.d is that IPv4 address. */
const plain = (ip: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
};

const familyOf = (ip: string) => (isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null);

/** Loopback, private, or public (anything that is not a valid address counts as public). */
export const placeKindOf = (address: string): PlaceKind => {
  const ip = plain(address);
  const family = familyOf(ip);
  if (!family) return 'public';
  if (loopback.check(ip, family)) return 'loopback';
  if (privateRanges.check(ip, family)) return 'private';
  return 'public';
};

/**
 * The address with its host part hidden, enough for a member to recognise a network without
 * a screenshot giving the address away: 203.0.113.* for IPv4, the first three groups for IPv6.
 */
export const maskIp = (address: string): string => {
  const ip = plain(address);
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(ip)) {
    if (ip === '::1') return ip;
    // Groups before a '::' are leading groups; after it they are not.
    const head = (ip.split('::')[0] ?? '').split(':').filter(Boolean).slice(0, 3);
    return head.length > 0 ? `${head.join(':')}:…` : '…';
  }
  return '*';
};
