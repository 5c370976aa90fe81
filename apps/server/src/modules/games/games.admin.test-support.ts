import { API, type GameItem, gameListAnswer, hotGamesAnswer } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getOk, urlOf } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';

/** Test helpers of the back office's games pages: calls as an operator, the player's view. */

/** A call that must succeed; answers its value. */
export const okAs = async (
  app: FastifyInstance,
  who: Operator,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  const res = await asOperator(app, who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

/** The player's list of a category (every page of it). */
export const playerGames = async (
  app: FastifyInstance,
  gameType = 'LIVE',
  headers: Record<string, string> = {},
): Promise<GameItem[]> =>
  (await getOk(app, gameListAnswer, urlOf(API.games.list, { gameType, pageSize: 100 }), headers))
    .games;

export const playerHotIds = async (app: FastifyInstance) =>
  (
    await getOk(app, hotGamesAnswer, urlOf(API.games.hot, { gameType: 'HOT', pageSize: 100 }))
  ).list.map((g) => Number(g.nodeId));

/** Launches a game as the member: the status and, when refused, the error code. */
export const launch = async (app: FastifyInstance, headers: Record<string, string>, id: number) => {
  const res = await app.inject({
    method: 'POST',
    url: API.play.launch,
    headers,
    payload: { nodeId: String(id) },
  });
  return { status: res.statusCode, code: res.json().errorCode as string | undefined };
};

/** The audit rows of the games pages, oldest first. */
export const gameAudits = (db: TestApp['db']) =>
  db
    .selectFrom('audit_log')
    .select([
      'action',
      'target_type',
      'target_id',
      'before_json',
      'after_json',
      'operator_username',
    ])
    .where('action', 'like', 'games.%')
    .orderBy('id')
    .execute();
