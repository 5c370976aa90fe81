import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/db/create-db.js';
import { prepareDatabase } from '../src/seed/prepare.js';

/**
 * Migrating and seeding a fresh database is most of a short test's cost and of the suite's:
 * about a second of DDL and round trips on PostgreSQL, a third of one on SQLite. A worker
 * migrates and seeds a template once per clock, and each test app gets a copy of it: on
 * PostgreSQL a database made by CREATE DATABASE ... TEMPLATE (a file copy of about 15 MB), on
 * SQLite an in-memory database opened from the template file's bytes. The copy holds the tables,
 * rows and sequences the same migrations and seed would have made; the app's own start then
 * finds every migration and seed step done.
 *
 * Only the plain seed of a single app is copied: the history and agent team write files into
 * the app's own upload folder, and several apps on one database must race the real seed under
 * the startup lock.
 */

/** The schema inside each template and its copies. */
export const TEMPLATE_SCHEMA = 'lotto';
/** A worker needs only the templates of the clocks it is running with now. */
const KEPT_TEMPLATES = 4;
/** Databases older than this were left by a worker that died: any worker drops them. */
const STALE_AFTER_SECONDS = 2 * 60 * 60;

/**
 * Tests on a clock at a fixed instant share that instant's template. Tests on the real clock
 * share one per minute: their seeded rows are then at most a minute older than a fresh seed's,
 * and never on the other side of a day boundary, which falls on a minute.
 */
const keyOf = (now: number) =>
  Math.abs(now - Date.now()) < 5_000 ? `real:${Math.floor(now / 60_000)}` : `at:${now}`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The same server and credentials as `url`, another database. */
const urlOf = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

const withClient = async <T>(url: string, work: (c: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** A database name that says when it was made, so a stale one can be told apart. */
const newName = (prefix: string) =>
  `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;

const dropStale = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string }>(
    `select datname as name from pg_database where datname ~ '^(tpl|tdb)_[0-9]+_'`,
  );
  const oldest = Math.floor(Date.now() / 1000) - STALE_AFTER_SECONDS;
  for (const { name } of rows) {
    if (Number(name.split('_')[1]) < oldest) {
      await client.query(`drop database if exists ${quote(name)} with (force)`);
    }
  }
};

const makeTemplate = async (serverUrl: string, now: () => number): Promise<PgTemplate> => {
  const name = newName('tpl');
  await withClient(serverUrl, async (c) => {
    await dropStale(c);
    await c.query(`create database ${quote(name)}`);
  });
  const url = urlOf(serverUrl, name);
  await withClient(url, (c) => c.query(`create schema ${TEMPLATE_SCHEMA}`));
  const handle = createDb({ databaseUrl: url, pgSchema: TEMPLATE_SCHEMA });
  try {
    await prepareDatabase(handle, { schema: TEMPLATE_SCHEMA, seed: seedOptions(now) });
  } finally {
    await handle.close();
  }
  return { serverUrl, name };
};

/** Templates by clock, the oldest given to `discard` once more than KEPT_TEMPLATES are kept. */
const templateCache = <T>(discard: (template: T) => Promise<unknown>) => {
  const templates = new Map<string, Promise<T>>();
  return (now: () => number, make: () => Promise<T>): Promise<T> => {
    const key = keyOf(now());
    let template = templates.get(key);
    if (!template) {
      template = make();
      // A failed template is not kept: the next app tries again.
      template.catch(() => templates.delete(key));
      templates.set(key, template);
      for (const [oldKey, old] of templates) {
        if (templates.size <= KEPT_TEMPLATES) break;
        templates.delete(oldKey);
        old.then(discard).catch(() => {});
      }
    }
    return template;
  };
};

const seedOptions = (now: () => number) => ({
  now,
  history: false,
  agentTeam: false,
  uploadDir: path.join(os.tmpdir(), 'no-template-uploads'),
});

interface PgTemplate {
  serverUrl: string;
  name: string;
}
/** PostgreSQL's "object in use": a connection to the database is still open. */
const IN_USE = '55006';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops a database once its app's connections are gone. A pool's end can resolve while its
 * sockets are still closing; forcing the drop then would cut them and raise an error in a
 * client nobody listens to any more, so the drop waits for them (a few seconds at most) and
 * forces only a database somebody really left open.
 */
const dropDatabase = ({ serverUrl, name }: PgTemplate) =>
  withClient(serverUrl, async (c) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await c.query(`drop database if exists ${quote(name)}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== IN_USE) throw error;
        await sleep(100);
      }
    }
    await c.query(`drop database if exists ${quote(name)} with (force)`);
  });
const pgTemplates = templateCache<PgTemplate>(dropDatabase);

/**
 * A new database on the server of `serverUrl` holding the plain demo seed as seeded at `now`,
 * in TEMPLATE_SCHEMA: its address, and how to drop it.
 */
export const copySeededDatabase = async (
  serverUrl: string,
  now: () => number,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> => {
  const template = await pgTemplates(now, () => makeTemplate(serverUrl, now));
  const name = newName('tdb');
  await withClient(serverUrl, (c) =>
    c.query(`create database ${quote(name)} template ${quote(template.name)} strategy file_copy`),
  );
  return {
    databaseUrl: urlOf(serverUrl, name),
    drop: () => dropDatabase({ serverUrl, name }).then(() => {}),
  };
};

const sqliteImages = templateCache<Buffer>(async () => {});

const makeSqliteImage = async (now: () => number): Promise<Buffer> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lotto-template-'));
  try {
    const file = path.join(dir, 'seeded.db');
    const handle = createDb({ sqliteFile: file });
    try {
      await prepareDatabase(handle, { seed: seedOptions(now) });
      // An image of a file in WAL mode opens only beside its log file: fold it back in.
      await sql`pragma journal_mode = delete`.execute(handle.db);
    } finally {
      // Closing the last connection folds the write-ahead log into the file.
      await handle.close();
    }
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The bytes of a SQLite database holding the plain demo seed as seeded at `now`. */
export const seededSqliteImage = (now: () => number): Promise<Buffer> =>
  sqliteImages(now, () => makeSqliteImage(now));
