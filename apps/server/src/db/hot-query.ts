import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A value bound to a hot query's placeholder. */
export type HotParam = string | number;

/**
 * A query that runs on nearly every request (the session behind a token, its member, today's
 * summaries, a statement page). Kysely builds and compiles a query anew on every call, which
 * costs about as much as SQLite's own answer to these short indexed reads (the records bench,
 * bench/docs/records.md). A hot query is compiled once per dialect and afterwards only binds
 * new values to the same SQL (on SQLite the statement itself is prepared once too:
 * db/create-db.ts).
 *
 * `build` must bind its arguments once each, in order, and no other value: the first call
 * checks this against the compiled parameters, so a query that breaks the rule fails at once
 * in every test that reaches it instead of binding values to the wrong placeholders.
 */
export const hotQuery = <A extends readonly HotParam[], Row>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<Row>,
) => {
  // The compiled SQL per dialect adapter (SQLite and PostgreSQL spell placeholders differently).
  const sqlByAdapter = new WeakMap<object, string>();
  return async (db: Kysely<Database>, ...args: A): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let text = sqlByAdapter.get(adapter);
    if (text === undefined) {
      const compiled = build(db, ...args).compile();
      const bound = compiled.parameters;
      if (bound.length !== args.length || bound.some((value, i) => value !== args[i])) {
        throw new Error(`hotQuery must bind its arguments in order: ${compiled.sql}`);
      }
      text = compiled.sql;
      sqlByAdapter.set(adapter, text);
    }
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...args]))).rows;
  };
};
