import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, forbiddenEdges, readImportGraph } from './import-graph';
import { webFolderOf, webRule } from './web-rules';

const webSource = fileURLToPath(new URL('../../apps/web/src', import.meta.url));
const graph = readImportGraph(webSource);

describe('web import boundaries', () => {
  it('reads the whole web tree', () => {
    expect(graph.files).toContain('main.tsx');
    expect(graph.edges.length).toBeGreaterThan(graph.files.length);
  });

  it('enters features only through their index, keeps shared/ and features apart', () => {
    expect(forbiddenEdges(graph, webRule)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(findCycles(graph, webFolderOf)).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(findCycles(graph)).toEqual([]);
  });
});
