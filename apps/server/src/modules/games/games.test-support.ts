import { errorEnvelope, type GameItem } from '@lotto/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod/mini';
import type { TestApp } from '../../../test/test-app.js';
import { createMember } from '../member/member.service.js';
import { createSession } from '../session/session.service.js';

/** Test helpers of the games module: the catalogue as plain data, members with sessions. */

export interface CatalogueGame {
  id: number;
  category: string;
  vendor: string;
  classify: string | null;
  isNew: boolean;
  isHot: boolean;
  minBet: number;
  lines: number | null;
  sort: number;
  names: Record<string, string>;
}

/** Every enabled game, read straight from the tables, in list order (sort, id). */
export const loadCatalogue = async (db: TestApp['db']): Promise<CatalogueGame[]> => {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .leftJoin('game_types as t', 't.id', 'g.game_type_id')
    .select([
      'g.id',
      'g.category',
      'v.code as vendor',
      't.code as classify',
      'g.is_new',
      'g.is_hot',
    ])
    .select(['g.min_bet', 'g.lines', 'g.sort'])
    .where('g.enabled', '=', 1)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
  const names = await db.selectFrom('game_translations').selectAll().execute();
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    vendor: r.vendor,
    classify: r.classify,
    isNew: r.is_new === 1,
    isHot: r.is_hot === 1,
    minBet: r.min_bet,
    lines: r.lines,
    sort: r.sort,
    names: Object.fromEntries(
      names.filter((n) => n.game_id === r.id).map((n) => [n.language, n.name]),
    ),
  }));
};

type Query = Record<string, string | number | undefined>;
export const urlOf = (path: string, query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** GET that must succeed; answers the parsed value. */
export const getOk = async <T extends z.ZodMiniType>(
  app: FastifyInstance,
  schema: T,
  url: string,
  headers: Record<string, string> = {},
): Promise<z.output<T>> => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return schema.parse(body.value) as z.output<T>;
};

/** Any request that must fail; answers the status and the error code. */
export const failureOf = async (app: FastifyInstance, request: InjectOptions) => {
  const res = await app.inject(request);
  return { status: res.statusCode, code: errorEnvelope.parse(res.json()).errorCode };
};

export const idsOf = (games: GameItem[]) => games.map((g) => Number(g.nodeId));

let made = 0;
/** A member of a site with a live session; answers the member id and the Authorization header. */
export const memberWithSession = async (db: TestApp['db'], siteCode = 'demo', name?: string) => {
  const site = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', siteCode)
    .executeTakeFirstOrThrow();
  const member = await createMember(db, site, {
    username: name ?? `player${++made}`,
    password: null,
  });
  const session = await createSession(db, {
    memberId: member.id,
    merchantId: site.id,
    deviceId: `device-${made}-test`,
    ip: '127.0.0.1',
  });
  return {
    id: member.id,
    siteId: site.id,
    headers: { authorization: session.token, merchant: siteCode },
  };
};
