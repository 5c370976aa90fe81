import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, forbiddenEdges, readImportGraph } from './import-graph';
import {
  foreignTableQueries,
  layerRule,
  moduleGraph,
  moduleOf,
  postingOutsideWallet,
  productionGraph,
  repositoryValuesAtDoors,
  serverRule,
  statementsOutsideRepositories,
  tableOwners,
} from './server-rules';

const serverRoot = fileURLToPath(new URL('../../apps/server', import.meta.url));
const graph = readImportGraph(serverRoot);
const bench = readImportGraph(fileURLToPath(new URL('../../bench', import.meta.url)));

describe('server module boundaries', () => {
  it('reads the whole server tree, tests included', () => {
    expect(graph.files).toContain('src/app.ts');
    expect(graph.files).toContain('test/test-app.ts');
    expect(graph.edges.some((edge) => edge.to === 'src/modules/wallet/index.ts')).toBe(true);
  });

  it('enters every module only through its index.ts', () => {
    expect(forbiddenEdges(graph, serverRule)).toEqual([]);
  });

  it('keeps infrastructure below the modules, and the app level above them all', () => {
    expect(forbiddenEdges(graph, layerRule)).toEqual([]);
  });

  it('has no import cycle between files of production code', () => {
    expect(findCycles(productionGraph(graph))).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    const modules = moduleGraph(graph);
    expect(modules.edges.length).toBeGreaterThan(10);
    expect(findCycles(modules, (file) => moduleOf(file) ?? file)).toEqual([]);
  });

  it('knows who owns each table', () => {
    const owners = tableOwners(graph);
    expect(owners.get('members')).toBe('member');
    expect(owners.get('ledger_entries')).toBe('wallet');
    expect(owners.get('bet_records')).toBe('play');
  });

  it('lets only the owner of a table query it', () => {
    expect(foreignTableQueries(graph)).toEqual([]);
  });

  it('moves money only by the wallet verbs: nothing outside the wallet posts entries', () => {
    expect(postingOutsideWallet(graph)).toEqual([]);
    expect(bench.files).toContain('rounds.ts');
    expect(postingOutsideWallet(bench)).toEqual([]);
  });

  it('writes SQL in repositories only: services hold rules, routes hold HTTP', () => {
    expect(statementsOutsideRepositories(graph)).toEqual([]);
  });

  it('hands out services and verbs at the doors, never a repository function', () => {
    expect(repositoryValuesAtDoors(graph)).toEqual([]);
  });
});
