import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, forbiddenEdges, readImportGraph } from './import-graph';
import { webFolderOf, webRule } from './web-rules';

const fixture = readImportGraph(fileURLToPath(new URL('./fixture', import.meta.url)));

describe('import graph', () => {
  it('resolves static, type-only, re-exported and dynamic imports to files', () => {
    const from = (file: string) =>
      fixture.edges.filter((edge) => edge.from === file).map((edge) => edge.to);
    expect(from('app/shell.ts').sort()).toEqual([
      'features/games/index.ts',
      'features/games/inner.ts',
      'shared/ui/button.ts',
    ]);
    expect(from('features/games/index.ts')).toEqual(['features/games/inner.ts']);
  });

  it('reports forbidden edges with the reason', () => {
    expect(forbiddenEdges(fixture, webRule)).toEqual([
      'app/shell.ts -> features/games/inner.ts: a feature is entered only through features/games/index.ts',
      'features/home/page.ts -> features/games/index.ts: features never import each other',
      'shared/routing/rules.ts -> features/games/index.ts: shared/ imports only shared/',
    ]);
  });

  it('reports a cycle between folders', () => {
    expect(findCycles(fixture, webFolderOf)).toEqual([
      ['features/games', 'shared/routing', 'shared/ui'],
    ]);
  });
});
