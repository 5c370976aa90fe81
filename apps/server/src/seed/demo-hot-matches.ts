import { ROLE_PERMISSIONS } from '@lotto/contract';
import type { SiteCtx } from '../context.js';
import { findOperator, type OperatorCtx, recordAudit } from '../modules/backoffice/index.js';
import { hotMatchBoardOf, runScheduleAt, setHotMatchPicks } from '../modules/play/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/** The board's places of the matches demo_content pins: later ones, so the choice shows. */
const PINNED_PLACES = [8, 5] as const;

/**
 * demo_content pins two later matches to the front of home's hot-match strip, through the
 * back office's service (audited as the operator), so the page and home show a choice. They
 * leave the strip when they kick off, as any match does.
 */
export const seedDemoHotMatches = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const found = await findSite(ctx.db, merchantCode);
  if (!found) return;
  const site: SiteCtx = { ...ctx, site: found };
  const content = await findOperator(site, 'demo_content');
  if (!content) throw new Error('demo hot matches: the operators come first');
  const operatorCtx: OperatorCtx = {
    ...site,
    language: 'EN',
    ip: '127.0.0.1',
    userAgent: 'demo seed',
    operator: {
      id: content.id,
      username: content.username,
      role: content.role,
      permissions: ROLE_PERMISSIONS[content.role],
      sessionId: 0,
    },
  };
  // The matches the schedule job keeps ahead, made now if no process has run it yet.
  await runScheduleAt(site, ctx.now());
  const board = await hotMatchBoardOf(operatorCtx);
  if (board.list.some((m) => m.pinned !== null)) return;
  const pinned = PINNED_PLACES.flatMap((place) => board.list[place - 1]?.matchId ?? []);
  await setHotMatchPicks(operatorCtx, { pinned, hidden: [] }, recordAudit);
};
