import { adminRiskEndpoints } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { claimantsAmong, claimsBetween, promotionTitleOf } from '../promotions/index.js';
import { signInsBetween } from '../session/index.js';
import { linksByAddress } from './addresses.js';
import {
  countsForDevice,
  linkedMembersOf,
  membersOnAddress,
  membersOnDevice,
} from './linked-members.js';
import { insertAlert } from './risk.repository.js';

const { RISK_THRESHOLDS } = adminRiskEndpoints;

/**
 * The scans of linked accounts over the activity of (from, to]: new sign-ins that put a
 * second member on a device or an address, and new bonus claims by members linked to another
 * claimant of the same promotion. An alert's key is what links them and the members' set, so
 * a later member on the same device raises a new alert with everyone, and a re-scan nothing.
 */

const ids = (members: readonly number[]) => members.join(',');

export const scanSharedDevices = async (ctx: Ctx, from: number, to: number) => {
  const signIns = (await signInsBetween(ctx, from, to)).filter(countsForDevice);
  const devices = new Map(signIns.map((s) => [`${s.merchantId}|${s.deviceId}`, s]));
  let raised = 0;
  for (const { merchantId, deviceId } of devices.values()) {
    const on = await membersOnDevice(ctx, { merchantId, deviceId, until: to });
    if (on.members.length < 2) continue;
    const alert = {
      merchantId,
      kind: 'shared_device' as const,
      key: `${deviceId}|${ids(on.members)}`,
      subject: deviceId,
      memberIds: on.members,
      figures: [
        { name: 'members', value: String(on.members.length) },
        { name: 'signIns', value: String(on.signIns) },
      ],
      createdAt: ctx.now(),
    };
    if (await insertAlert(ctx.db, alert)) raised++;
  }
  return raised;
};

export const scanSharedAddresses = async (ctx: Ctx, from: number, to: number) => {
  const signIns = (await signInsBetween(ctx, from, to)).filter((s) => linksByAddress(s.ip));
  // The latest new sign-in of each address: its window holds the earlier ones.
  const addresses = new Map(signIns.map((s) => [`${s.merchantId}|${s.ip}`, s]));
  let raised = 0;
  for (const { merchantId, ip, createdAt } of addresses.values()) {
    const on = await membersOnAddress(ctx, { merchantId, ip, at: createdAt });
    if (on.members.length < 2) continue;
    const alert = {
      merchantId,
      kind: 'shared_address' as const,
      key: `${ip}|${ids(on.members)}`,
      subject: ip,
      memberIds: on.members,
      figures: [
        { name: 'members', value: String(on.members.length) },
        { name: 'signIns', value: String(on.signIns) },
        { name: 'windowHours', value: String(RISK_THRESHOLDS.sharedAddressWindowMs / 3_600_000) },
      ],
      createdAt: ctx.now(),
    };
    if (await insertAlert(ctx.db, alert)) raised++;
  }
  return raised;
};

export const scanLinkedBonusClaims = async (ctx: Ctx, from: number, to: number) => {
  let raised = 0;
  for (const claim of await claimsBetween(ctx, from, to)) {
    const member = { merchantId: claim.merchantId, memberId: claim.memberId, at: claim.claimedAt };
    const links = await linkedMembersOf(ctx, member);
    const others = await claimantsAmong(ctx, {
      promotionId: claim.promotionId,
      memberIds: [...links.keys()],
      until: claim.claimedAt,
    });
    if (others.length === 0) continue;
    const members = [claim.memberId, ...others].sort((a, b) => a - b);
    const how = new Set(others.flatMap((id) => [...(links.get(id) ?? [])]));
    const alert = {
      merchantId: claim.merchantId,
      kind: 'linked_bonus_claims' as const,
      key: `${claim.promotionId}|${ids(members)}`,
      subject: await promotionTitleOf(ctx, claim.promotionId),
      memberIds: members,
      figures: [
        { name: 'claimants', value: String(members.length) },
        { name: 'linkedBy', value: [...how].sort().join('; ') },
      ],
      createdAt: ctx.now(),
    };
    if (await insertAlert(ctx.db, alert)) raised++;
  }
  return raised;
};
