import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, forbiddenEdges, readImportGraph } from './import-graph';
import {
  foreignTableQueries,
  moduleGraph,
  moduleOf,
  postingOutsideWallet,
  repositoryValuesAtDoors,
  serverRule,
  statementsOutsideRepositories,
} from './server-rules';

const fixture = readImportGraph(fileURLToPath(new URL('./fixture-server', import.meta.url)));

describe('server rules on a small tree that breaks each of them', () => {
  it('report an import past a module door', () => {
    expect(forbiddenEdges(fixture, serverRule)).toEqual([
      'src/modules/alpha/alpha.service.ts -> src/modules/beta/beta.service.ts: module beta is entered only through src/modules/beta/index.ts',
    ]);
  });

  it('report a cycle between modules', () => {
    expect(findCycles(moduleGraph(fixture), (file) => moduleOf(file) ?? file)).toEqual([
      ['alpha', 'beta'],
    ]);
  });

  it('report a query on a table another module owns', () => {
    expect(foreignTableQueries(fixture)).toEqual([
      'src/modules/beta/beta.service.ts: alpha_rows (alpha)',
    ]);
  });

  it('report ledger posting outside the wallet', () => {
    expect(postingOutsideWallet(fixture)).toEqual(['src/modules/beta/beta.service.ts']);
  });

  it('report SQL written in a service', () => {
    expect(statementsOutsideRepositories(fixture)).toEqual(['src/modules/beta/beta.service.ts']);
  });

  it('report a repository function handed out at a door (its row type may pass)', () => {
    expect(repositoryValuesAtDoors(fixture)).toEqual(['src/modules/alpha/index.ts: alphaRows']);
  });
});
