import { randomUUID } from 'node:crypto';
import type { RequestCtx, SiteCtx } from '../context.js';
import { findMemberByUsername, verifyPassword } from '../modules/member/index.js';
import { hasSignedInOn, login } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * Where demo01 is signed in besides the browser trying the demo: a phone on a home network and
 * a desktop on the internet (192.0.2.0/24, which the demo's address table places in Myanmar).
 * Each signs in through the login service with its password, as the app does.
 */
export const DEMO_DEVICES = [
  {
    deviceId: 'demo01-phone-0001',
    ip: '192.168.1.23',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    /** Last used this long before the seed ran. */
    agoMs: 25 * 60_000,
  },
  {
    deviceId: 'demo01-desktop-01',
    ip: '192.0.2.45',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    agoMs: 5 * 60_000,
  },
] as const;

/** demo01's request from a device, at the time it signed in. */
const requestFrom = (ctx: SiteCtx, device: (typeof DEMO_DEVICES)[number]): RequestCtx => {
  const at = ctx.now() - device.agoMs;
  return {
    ...ctx,
    now: () => at,
    language: 'EN',
    ip: device.ip,
    userAgent: device.userAgent,
    member: null,
    cookies: {},
  };
};

/**
 * Signs demo01 in on its two other devices, so the security centre lists them beside the
 * browser the demo is tried in. Sessions idle out after 2 hours like any other; the step runs
 * once per database, so a later start does not bring them back. A device demo01 signed in on
 * before is left alone (a re-run adds nothing), and so is a demo01 whose password is no longer
 * the published one (an operator changed it, or an older seed wrote none).
 */
export const seedDemoDevices = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  const password = DEMO_ACCOUNTS.find((a) => a.username === 'demo01')?.password ?? '';
  if (!demo01 || !(await verifyPassword(password, demo01.password_hash))) return;
  for (const device of DEMO_DEVICES) {
    if (await hasSignedInOn(siteCtx, demo01.id, device.deviceId)) continue;
    await login(requestFrom(siteCtx, device), {
      type: 'username',
      username: 'demo01',
      password,
      loginDeviceId: device.deviceId,
      timestamp: ctx.now(),
      nonce: randomUUID(),
    });
  }
};
