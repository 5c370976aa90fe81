import { adminRiskEndpoints } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import {
  type SignIn,
  signInsFromAddress,
  signInsOfMember,
  signInsOnDevice,
} from '../session/index.js';
import { isLoopback, linksByAddress } from './addresses.js';

const { RISK_THRESHOLDS } = adminRiskEndpoints;

/**
 * Who is linked to whom (docs/back-office.md "Risk alerts"): members of a site who signed in
 * on the same device (ever), or from the same public address within the address window, as
 * long as the address served no more than the most members an address may link.
 */

const { sharedAddressWindowMs: WINDOW, sharedAddressMaxMembers: MAX } = RISK_THRESHOLDS;

/** Sign-ins that may link by device: any but the server's own (loopback). */
export const countsForDevice = (s: SignIn) => s.deviceId.trim() !== '' && !isLoopback(s.ip);

export const distinctMembers = (signIns: readonly SignIn[]) =>
  [...new Set(signIns.map((s) => s.memberId))].sort((a, b) => a - b);

/** The site's members on the device up to `until`, sorted by id. */
export const membersOnDevice = async (
  ctx: Ctx,
  where: { merchantId: number; deviceId: string; until: number },
) => {
  const signIns = (await signInsOnDevice(ctx, where)).filter(countsForDevice);
  return { members: distinctMembers(signIns), signIns: signIns.length };
};

/**
 * The site's members from the address within the window before `at`, sorted by id; none when
 * the address links nobody (private, loopback) or served more than MAX members (shared).
 */
export const membersOnAddress = async (
  ctx: Ctx,
  where: { merchantId: number; ip: string; at: number },
) => {
  if (!linksByAddress(where.ip)) return { members: [], signIns: 0 };
  const signIns = await signInsFromAddress(ctx, {
    merchantId: where.merchantId,
    ip: where.ip,
    from: where.at - WINDOW,
    to: where.at,
  });
  const members = distinctMembers(signIns);
  return members.length > MAX ? { members: [], signIns: 0 } : { members, signIns: signIns.length };
};

/** The members linked to the member at `at`, each with what links them ("device x"). */
export const linkedMembersOf = async (
  ctx: Ctx,
  member: { merchantId: number; memberId: number; at: number },
): Promise<Map<number, Set<string>>> => {
  const own = await signInsOfMember(ctx, member.memberId, member.at);
  const links = new Map<number, Set<string>>();
  const link = (ids: readonly number[], how: string) => {
    for (const id of ids) {
      if (id === member.memberId) continue;
      links.set(id, (links.get(id) ?? new Set()).add(how));
    }
  };
  const devices = new Set(own.filter(countsForDevice).map((s) => s.deviceId));
  for (const deviceId of devices) {
    const on = await membersOnDevice(ctx, { ...member, deviceId, until: member.at });
    link(on.members, `device ${deviceId}`);
  }
  const recent = own.filter((s) => s.createdAt >= member.at - WINDOW && linksByAddress(s.ip));
  for (const ip of new Set(recent.map((s) => s.ip))) {
    link((await membersOnAddress(ctx, { ...member, ip })).members, `address ${ip}`);
  }
  return links;
};
