import { isIPv4, isIPv6 } from 'node:net';

/** An address as 16 bytes (IPv4 mapped into ::ffff:0:0/96), so v4 and v6 compare alike. */
export const ipToBytes = (ip: string): Uint8Array | null => {
  const bytes = new Uint8Array(16);
  if (isIPv4(ip)) {
    bytes[10] = 0xff;
    bytes[11] = 0xff;
    ip.split('.').forEach((part, i) => {
      bytes[12 + i] = Number(part);
    });
    return bytes;
  }
  if (!isIPv6(ip)) return null;
  const address = ip.split('%')[0] ?? ''; // a zone id (fe80::1%eth0) does not change the range
  const embeddedV4 = address.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  const body = embeddedV4 ? `${address.slice(0, -embeddedV4.length)}0:0` : address;
  const [head = '', tail] = body.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array(tail === undefined ? 0 : missing).fill('0'), ...tailParts];
  groups.forEach((g, i) => {
    const value = Number.parseInt(g, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  if (embeddedV4) bytes.set(embeddedV4.split('.').map(Number), 12);
  return bytes;
};

/** 32 lowercase hex digits; ranges of these compare correctly as text in SQL. */
export const ipToHex = (ip: string): string | null => {
  const bytes = ipToBytes(ip);
  return bytes ? Buffer.from(bytes).toString('hex') : null;
};

/** Parses `a.b.c.d/n` or `x::y/n` into the first and last address of the range, as hex. */
export const cidrToRange = (cidr: string): { from: string; to: string } | null => {
  const [address = '', prefixText, ...rest] = cidr.split('/');
  const bytes = ipToBytes(address);
  if (!bytes || rest.length > 0) return null;
  const maxPrefix = isIPv4(address) ? 32 : 128;
  // Digits only: Number('') is 0, so a typo like "10.0.0.0/" would otherwise block everyone.
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (prefix > maxPrefix) return null;
  const bits = prefix + (maxPrefix === 32 ? 96 : 0);
  const from = Uint8Array.from(bytes);
  const to = Uint8Array.from(bytes);
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    const mask = keep === 0 ? 0 : (0xff << (8 - keep)) & 0xff;
    from[i] = (bytes[i] ?? 0) & mask;
    to[i] = ((bytes[i] ?? 0) & mask) | (~mask & 0xff);
  }
  return { from: Buffer.from(from).toString('hex'), to: Buffer.from(to).toString('hex') };
};

export const ipInCidrs = (ip: string, cidrs: readonly string[]): boolean => {
  if (cidrs.length === 0) return false;
  const hex = ipToHex(ip);
  if (!hex) return false;
  return cidrs.some((cidr) => {
    const range = cidrToRange(cidr);
    return range !== null && hex >= range.from && hex <= range.to;
  });
};
