import {
  API,
  errorEnvelope,
  type LaunchGameAnswer,
  launchGameAnswer,
  type PlayChoice,
  type PlayRoundAnswer,
  type PlayStateAnswer,
  parseMinor,
  playRoundAnswer,
  playStateAnswer,
} from '@lotto/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { memberWithSession } from '../../../test/members.js';
import type { TestApp } from '../../../test/test-app.js';

/** Test helpers of the play module: games by kind, launches, vendor-page calls. */

export type Member = Awaited<ReturnType<typeof memberWithSession>>;
export { memberWithSession };

export interface SeededGame {
  id: number;
  code: string;
  category: string;
  vendor: string;
  minBet: number;
}

/** Seeded games, in id order, matching the filter. */
export const gamesWhere = async (
  db: TestApp['db'],
  filter: { category?: string; vendor?: string; code?: string },
): Promise<SeededGame[]> => {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'g.code', 'g.category', 'v.code as vendor', 'g.min_bet as minBet'])
    .$if(filter.category !== undefined, (q) => q.where('g.category', '=', filter.category ?? ''))
    .$if(filter.vendor !== undefined, (q) => q.where('v.code', '=', filter.vendor ?? ''))
    .$if(filter.code !== undefined, (q) => q.where('g.code', '=', filter.code ?? ''))
    .orderBy('g.id')
    .execute();
  if (rows.length === 0) throw new Error(`no seeded game like ${JSON.stringify(filter)}`);
  return rows;
};

export const firstGame = async (db: TestApp['db'], filter: Parameters<typeof gamesWhere>[1]) =>
  (await gamesWhere(db, filter))[0] as SeededGame;

export const postLaunch = (app: FastifyInstance, m: Member | null, payload: object) =>
  app.inject({ method: 'POST', url: API.play.launch, headers: m?.headers ?? {}, payload });

/** Launches a game that must launch; answers the launch and the ticket of a vendor URL. */
export const launch = async (
  app: FastifyInstance,
  m: Member,
  game: { id: number },
): Promise<LaunchGameAnswer & { ticket: string }> => {
  const res = await postLaunch(app, m, { nodeId: String(game.id) });
  expect(res.statusCode, res.body).toBe(200);
  const answer = launchGameAnswer.parse(res.json().value);
  const ticket = new URL(answer.url, 'http://x').searchParams.get('ticket') ?? '';
  return { ...answer, ticket };
};

export const failure = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  ...errorEnvelope.parse(res.json()),
});

export const getState = (app: FastifyInstance, ticket: string) =>
  app.inject({
    method: 'GET',
    url: `${API.play.state}?ticket=${encodeURIComponent(ticket)}`,
  });

export const stateOf = async (app: FastifyInstance, ticket: string): Promise<PlayStateAnswer> => {
  const res = await getState(app, ticket);
  expect(res.statusCode, res.body).toBe(200);
  return playStateAnswer.parse(res.json().value);
};

let requests = 0;
export const newRequestId = () => `req-${Date.now()}-${++requests}`;

export interface RoundAsk {
  stake: string;
  choice: PlayChoice;
  requestId?: string;
  clientSeed?: string;
}

export const postRound = (app: FastifyInstance, ticket: string, ask: RoundAsk | object) =>
  app.inject({
    method: 'POST',
    url: API.play.round,
    payload: { ticket, requestId: newRequestId(), ...ask },
  });

export const roundOk = async (
  app: FastifyInstance,
  ticket: string,
  ask: RoundAsk,
): Promise<PlayRoundAnswer> => {
  const res = await postRound(app, ticket, ask);
  expect(res.statusCode, res.body).toBe(200);
  return playRoundAnswer.parse(res.json().value);
};

export const postSettle = (app: FastifyInstance, ticket: string, roundId: string) =>
  app.inject({ method: 'POST', url: API.play.settle, payload: { ticket, roundId } });

export const minor = (text: string | null): number => {
  const value = text === null ? null : parseMinor(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

/** Row counts of every table a round writes, to show that a refusal wrote nothing. */
export const writtenRows = async (db: TestApp['db']) => {
  const count = async (table: 'bet_records' | 'ledger_transactions' | 'ledger_entries') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seeds = await db.selectFrom('fair_seeds').selectAll().orderBy('member_id').execute();
  const balances = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .orderBy('id')
    .execute();
  return {
    rounds: await count('bet_records'),
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
    seeds,
    balances,
  };
};
