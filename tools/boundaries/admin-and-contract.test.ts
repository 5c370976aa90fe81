import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, forbiddenEdges, readImportGraph } from './import-graph';

const graphOf = (path: string) => readImportGraph(fileURLToPath(new URL(path, import.meta.url)));

describe('back office import boundaries', () => {
  const graph = graphOf('../../apps/admin/src');

  it('reads the whole back office tree', () => {
    expect(graph.files).toContain('main.tsx');
    expect(graph.edges.length).toBeGreaterThan(10);
  });

  it('keeps its API client and texts at the base: they import neither the shell nor a page', () => {
    const base = (file: string) => !file.includes('/');
    const refused = forbiddenEdges(graph, (from, to) =>
      base(from) && from !== 'main.tsx' && !base(to) ? 'the base imports only the base' : undefined,
    );
    expect(refused).toEqual([]);
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
