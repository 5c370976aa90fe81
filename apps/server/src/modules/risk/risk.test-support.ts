import { API, adminRiskEndpoints, pathWith } from '@lotto/contract';
import { expect } from 'vitest';
import { newCaptcha, postLogin, sendEncrypted } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { registerPayloadFor } from '../../../test/registration.js';
import type { TestApp } from '../../../test/test-app.js';
import type { JobRunner } from '../../jobs/index.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';
import { findMemberByUsername } from '../member/index.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { riskScanJob } from './index.js';

/** Test helpers of risk: members made and signed in through the real endpoints, the scan. */

export const PASSWORD = 'Pass1234';
export const SCAN_EVERY_MS = 5 * 60_000;

export interface Member {
  id: number;
  username: string;
  headers: Record<string, string>;
}

let names = 0;
const nextName = () => `risk${(++names).toString().padStart(3, '0')}${Date.now() % 1000}`;

/** Registers through the registration endpoint from a device and an address, signed in. */
export const registerOn = async (
  t: TestApp,
  device: string,
  ip: string,
  username = nextName(),
): Promise<Member> => {
  const { cookies, code } = await newCaptcha(t.app, ip);
  const payload = registerPayloadFor(t.app, {
    captcha: code,
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    loginDeviceId: device,
  });
  const res = await sendEncrypted(t.app, 'PUT', API.member.register, payload, {
    remoteAddress: ip,
    cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  const ctx = await siteCtxOf(t.db);
  const member = await findMemberByUsername(ctx, username);
  if (!member) throw new Error(`${username} was not registered`);
  const token = (res.json().value as { token: string }).token;
  return { id: member.id, username, headers: { authorization: token, merchant: 'demo' } };
};

/** Signs the member in again through the login endpoint from a device and an address. */
export const loginOn = async (t: TestApp, m: Member, device: string, ip: string) => {
  const res = await postLogin(
    t.app,
    m.username,
    PASSWORD,
    { loginDeviceId: device },
    {
      remoteAddress: ip,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { ...m, headers: { authorization: res.json().value.token as string, merchant: 'demo' } };
};

type Clock = { now(): number; advance(ms: number): void };

/** A runner of the risk scan alone. */
export const scanRunner = (t: TestApp, clock: Clock, owner = 'a'): JobRunner =>
  runnerOf(t, clock, owner, undefined, [riskScanJob]);

/** Moves past the next scan slot and runs the scan. */
export const scan = async (t: TestApp, clock: Clock) => {
  clock.advance(SCAN_EVERY_MS);
  await scanRunner(t, clock).runDue();
};

/** Every alert of the demo site, oldest first, as stored. */
export const storedAlerts = async (t: TestApp) =>
  (await t.db.selectFrom('risk_alerts').selectAll().orderBy('id').execute()).map((a) => ({
    kind: a.kind,
    subject: a.subject,
    memberIds: JSON.parse(a.member_ids) as number[],
    figures: Object.fromEntries(
      (JSON.parse(a.figures) as { name: string; value: string }[]).map((f) => [f.name, f.value]),
    ),
  }));

export const alertsOfKind = async (t: TestApp, kind: adminRiskEndpoints.RiskAlertKind) =>
  (await storedAlerts(t)).filter((a) => a.kind === kind);

export const ALERTS_URL = adminRiskEndpoints.riskAlerts.path;
export const alertUrl = (id: number) => pathWith(adminRiskEndpoints.riskAlertDetail.path, { id });
export const reviewUrl = (id: number) => pathWith(adminRiskEndpoints.reviewRiskAlert.path, { id });
export const reopenUrl = (id: number) => pathWith(adminRiskEndpoints.reopenRiskAlert.path, { id });

export const listAs = (t: TestApp, who: Operator, query = '') =>
  asOperator(t.app, who, 'GET', `${ALERTS_URL}${query}`);
