import type { GameItem } from '@lotto/contract';
import type { TestApp } from './test-app.js';

/** The seeded catalogue as plain data, read straight from the tables. */

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

export const idsOf = (games: GameItem[]) => games.map((g) => Number(g.nodeId));
