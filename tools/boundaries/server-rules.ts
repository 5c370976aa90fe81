import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EdgeRule, ImportGraph } from './import-graph';

/**
 * The server's module boundaries (DESIGN.md "Module boundaries"; paths relative to
 * apps/server): each module under src/modules/<m>/ has one public entry, its index.ts; any
 * other file (another module, a plugin, the router, a seed, a job, a test) enters it only
 * there; other modules' tests may also use its test support. A module owns the tables it declares, and nobody else's code queries them.
 */
const MODULE = /^src\/modules\/([^/]+)\//;
const TESTS = /(\.test\.ts|\.test-support\.ts)$|^test\//;

/** The module a file belongs to, or undefined for the app's own infrastructure. */
export const moduleOf = (file: string): string | undefined => MODULE.exec(file)?.[1];

/** Where a file's code lives: its module, or the top folder under src/ (db, jobs, cache ...). */
export const unitOf = (file: string): string =>
  moduleOf(file) ?? file.replace(/^src\//, '').split('/')[0] ?? file;

export const isTest = (file: string) => TESTS.test(file);

/** A module's test support (`*.test-support.ts`) is its door for other modules' tests. */
const TEST_SUPPORT = /\.test-support\.ts$/;

export const serverRule: EdgeRule = (from, to) => {
  const target = moduleOf(to);
  if (!target || moduleOf(from) === target) return undefined;
  if (isTest(from) && TEST_SUPPORT.test(to)) return undefined;
  const door = `src/modules/${target}/index.ts`;
  return to === door ? undefined : `module ${target} is entered only through ${door}`;
};

/**
 * The app level composes everything: the app and the server's start, the job list, the demo
 * seed and the framework's type declarations. Infrastructure is everything else outside the
 * modules (context, errors, config, the site type, db, jobs runner, routing, plugins, caches):
 * it sits below every module and never imports one, nor the app level; what it needs of a
 * module (a lookup, a service) the app level hands over. Modules never import the app level.
 */
const APP_LEVEL = /^src\/(app\.ts|server\.ts|scheduled-jobs\.ts|seed\/)/;

export const layerRule: EdgeRule = (from, to) => {
  if (isTest(from) || APP_LEVEL.test(from)) return undefined;
  if (APP_LEVEL.test(to)) return 'only the app level imports the app level';
  if (moduleOf(from) || !moduleOf(to)) return undefined;
  return 'infrastructure never imports a module: the app level hands over what it needs';
};

/** The graph of production code (tests left out): what import cycles would be made of. */
export const productionGraph = (graph: ImportGraph): ImportGraph => ({
  ...graph,
  edges: graph.edges.filter(({ from, to }) => !isTest(from) && !isTest(to)),
});

/** The graph of production code between modules: what the module dependency cycles are made of. */
export const moduleGraph = (graph: ImportGraph): ImportGraph => ({
  ...graph,
  edges: graph.edges.filter(
    ({ from, to }) => !isTest(from) && moduleOf(from) !== undefined && moduleOf(to) !== undefined,
  ),
});

const DECLARATION = /interface Database \{([^}]*)\}/g;
const TABLE_KEY = /^\s*([a-z_]+)\s*:/gm;
/** Kysely calls that name a table (an alias may follow: 'members as m'). */
const QUERY =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g;

const read = (graph: ImportGraph, file: string) => readFileSync(join(graph.root, file), 'utf8');

/** Each table and the unit that declares it (the `Database` interface entries of its files). */
export const tableOwners = (graph: ImportGraph): Map<string, string> => {
  const owners = new Map<string, string>();
  for (const file of graph.files) {
    for (const [, body = ''] of read(graph, file).matchAll(DECLARATION)) {
      for (const [, table = ''] of body.matchAll(TABLE_KEY)) owners.set(table, unitOf(file));
    }
  }
  return owners;
};

/**
 * Queries of production code on tables another unit owns, as "file: table (owner)". Tests
 * may read any table to check an outcome; migrations create them all.
 */
export const foreignTableQueries = (graph: ImportGraph): string[] => {
  const owners = tableOwners(graph);
  return graph.files
    .filter((file) => !isTest(file) && !file.startsWith('src/db/migrations/'))
    .flatMap((file) =>
      [...read(graph, file).matchAll(QUERY)].flatMap(([, table = '']) => {
        const owner = owners.get(table);
        return owner && owner !== unitOf(file) ? [`${file}: ${table} (${owner})`] : [];
      }),
    );
};

/** The ledger's raw posting: a module that names it builds ledger entries itself. */
const POSTING = /\bpostTransaction\b/;

/**
 * Files outside the wallet that name postTransaction, tests and benches included: money moves
 * only by the wallet's verbs (DESIGN.md "Money"), which choose the accounts, so no other code
 * writes entries (or the rules of the ledger's books and keys live in many places again).
 */
export const postingOutsideWallet = (graph: ImportGraph): string[] =>
  graph.files.filter((file) => moduleOf(file) !== 'wallet' && POSTING.test(read(graph, file)));

/** The files that hold rules or HTTP only: a module's services and routes. */
const RULES_OR_HTTP = /^src\/modules\/[^/]+\/.*\.(service|routes)\.ts$/;
/** The query builder's statements and the raw `sql` tag: what only a repository writes. */
const STATEMENT =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\(|\bsql(?:<[^>]*>)?\x60|\bsql\.(?:raw|ref|lit|id|join|table|val)\(/;

/**
 * Services and routes that write SQL themselves, as paths: a module's statements live in its
 * repositories, so the rules read as rules and a query is found (and indexed) in one place.
 */
export const statementsOutsideRepositories = (graph: ImportGraph): string[] =>
  graph.files.filter(
    (file) => !isTest(file) && RULES_OR_HTTP.test(file) && STATEMENT.test(read(graph, file)),
  );

/** A door's re-exports: `export { a, type B } from './x.js'` (the names and the file). */
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](\.\/[^'"]+)['"]/g;
const REPOSITORY = /\.repository(\.js|\.ts)?$/;

/**
 * Values a module's door hands out straight from a repository, as "door: name": other modules
 * call its services and verbs, so its rules (and the statements behind them) can change without
 * their callers knowing. Types of a repository's rows may pass through.
 */
export const repositoryValuesAtDoors = (graph: ImportGraph): string[] =>
  graph.files
    .filter((file) => /^src\/modules\/[^/]+\/index\.ts$/.test(file))
    .flatMap((door) =>
      [...read(graph, door).matchAll(RE_EXPORT)].flatMap(([, typeOnly, names = '', from = '']) =>
        typeOnly || !REPOSITORY.test(from)
          ? []
          : names
              .split(',')
              .map((name) => name.trim())
              .filter((name) => name !== '' && !name.startsWith('type '))
              .map((name) => `${door}: ${name}`),
      ),
    );
