import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminFolderOf, adminRule } from './admin-rules';
import { findCycles, forbiddenEdges, readImportGraph } from './import-graph';

const graphOf = (path: string) => readImportGraph(fileURLToPath(new URL(path, import.meta.url)));

describe('back office import boundaries', () => {
  const graph = graphOf('../../apps/admin/src');

  it('reads the whole back office tree', () => {
    expect(graph.files).toContain('main.tsx');
    expect(graph.files).toContain('shared/ui/PagedTable.tsx');
    expect(graph.edges.length).toBeGreaterThan(graph.files.length);
  });

  it('enters features only through their index, keeps shared/ and features apart', () => {
    expect(forbiddenEdges(graph, adminRule)).toEqual([]);
  });

  it('refuses the imports that would break the layers', () => {
    const edges = [
      ['shared/ui/PagedTable.tsx', 'features/deposits/index.ts'],
      ['features/deposits/DepositsPage.tsx', 'features/members/index.ts'],
      ['app/screens.tsx', 'features/deposits/DepositsPage.tsx'],
      ['features/deposits/DepositsPage.tsx', 'app/Shell.tsx'],
      ['app/screens.tsx', 'features/deposits/index.ts'],
      ['features/deposits/DepositsPage.tsx', 'shared/ui/PagedTable.tsx'],
      ['main.tsx', 'app/App.tsx'],
    ].map(([from = '', to = '']) => ({ from, to, specifier: to }));
    expect(forbiddenEdges({ root: '', files: [], edges }, adminRule)).toEqual([
      'shared/ui/PagedTable.tsx -> features/deposits/index.ts: shared/ imports only shared/',
      'features/deposits/DepositsPage.tsx -> features/members/index.ts: features never import each other',
      'app/screens.tsx -> features/deposits/DepositsPage.tsx: a feature is entered only through features/deposits/index.ts',
      'features/deposits/DepositsPage.tsx -> app/Shell.tsx: only the entry (main.tsx) imports the app shell',
    ]);
  });

  it('has no import cycle between folders', () => {
    expect(findCycles(graph, adminFolderOf)).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('contract import boundaries', () => {
  const graph = graphOf('../../packages/contract/src');

  it('reads the whole contract', () => {
    expect(graph.files).toContain('index.ts');
    expect(graph.edges.length).toBeGreaterThan(50);
  });

  it('imports nothing from outside the contract (the wire format depends on no app)', () => {
    const refused = forbiddenEdges(graph, (_from, to) =>
      to.startsWith('..') ? 'the contract imports only itself and packages' : undefined,
    );
    expect(refused).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(findCycles(graph)).toEqual([]);
  });
});
