import { createHash } from 'node:crypto';
import type { SiteCtx } from '@lotto/server/src/context.js';
import { isPostgres } from '@lotto/server/src/db/migration-helpers.js';
import { prepareMember } from '@lotto/server/src/modules/member/index.js';
import { insertMemberRow } from '@lotto/server/src/modules/member/member.repository.js';
import { insertSession } from '@lotto/server/src/modules/session/session.repository.js';
import { SESSION_LIMITS } from '@lotto/server/src/modules/session/session.service.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';

/**
 * The members bench's members. The first SIGNED_UP sign up through the sign-up service as
 * registration does (member row, team place, welcome credit, first session on its device and
 * address). Signing 100,000 up that way takes most of an hour on PostgreSQL (a dozen
 * statements each), so the rest are written through the member and session repositories: the
 * member row as the member service prepares it (prepareMember: the same number columns,
 * lower-cased name) and one session row from its address and device, which is all the search
 * reads; they get no wallet, no team place and no welcome credit. MEMBERS_PER_COMMIT go to a
 * transaction, several transactions at once on PostgreSQL.
 */

const SIGNED_UP = 1_000;
const MEMBERS_PER_COMMIT = 1_000;

/** The n-th bench member's searchable fields: each distinct, so each search finds one. */
export const benchMember = (n: number) => {
  const key = String(n).padStart(6, '0');
  return {
    username: `bm${key}`,
    email: `bm${key}@bench.example`,
    dialingCode: '95',
    mobile: `97${key}1`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    deviceId: `bench-device-${key}`,
  };
};

const fieldsOf = (m: ReturnType<typeof benchMember>) => ({
  password: null,
  email: m.email,
  dialingCode: m.dialingCode,
  mobile: m.mobile,
  mobileVerified: true,
});

const signUpOne = (ctx: SiteCtx, n: number) => {
  const m = benchMember(n);
  return signUp(ctx, {
    member: fieldsOf(m),
    username: m.username,
    session: { deviceId: m.deviceId, ip: m.ip, userAgent: 'bench' },
  });
};

/** The member row and its session, through the repositories (see above). */
const writeOne = async (ctx: SiteCtx, n: number) => {
  const m = benchMember(n);
  const prepared = await prepareMember(ctx, fieldsOf(m));
  const id = await insertMemberRow(ctx.db, {
    ...prepared,
    username: m.username,
    affiliate_code: `BM${n.toString(36).toUpperCase().padStart(6, '0')}`,
  });
  const now = ctx.now();
  await insertSession(ctx.db, {
    token_hash: createHash('sha256').update(`bench-session-${n}`).digest('hex'),
    member_id: id,
    merchant_id: ctx.site.id,
    device_id: m.deviceId,
    ip: m.ip,
    user_agent: 'bench',
    created_at: now,
    last_seen_at: now,
    idle_expires_at: now + SESSION_LIMITS.idleMs,
    absolute_expires_at: now + SESSION_LIMITS.absoluteMs,
  });
};

export const buildMembers = async (
  ctx: SiteCtx,
  total: number,
  onProgress: (done: number) => void,
): Promise<void> => {
  const chunks: [number, number][] = [];
  for (let from = 0; from < total; from += MEMBERS_PER_COMMIT) {
    chunks.push([from, Math.min(total, from + MEMBERS_PER_COMMIT)]);
  }
  const writeChunk = ([from, to]: [number, number]) =>
    ctx.db.transaction().execute(async (trx) => {
      for (let n = from; n < to; n++) {
        if (n < SIGNED_UP) await signUpOne({ ...ctx, db: trx }, n);
        else await writeOne({ ...ctx, db: trx }, n);
      }
    });
  // Each PostgreSQL transaction waits on its round trips: a few at once fill the time.
  const atOnce = isPostgres(ctx.db) ? 4 : 1;
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++] as [number, number];
      await writeChunk(chunk);
      done += chunk[1] - chunk[0];
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
};
