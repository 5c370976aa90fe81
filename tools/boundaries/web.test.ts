import { readFileSync } from 'node:fs';
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

/**
 * The web package tells the bundler that only the files it lists run for their effects
 * (package.json "sideEffects"), so unused exports of a feature's door stay out of the first
 * load. A module that does something when loaded (a call at its top level) and is missing
 * from that list would be dropped whenever only its re-exports are used, as the antd-mobile
 * door's React 19 shim was (toasts stopped showing).
 */
describe('web modules that run for their effects', () => {
  const webRoot = fileURLToPath(new URL('../../apps/web/', import.meta.url));
  const listed: string[] = JSON.parse(readFileSync(`${webRoot}package.json`, 'utf8')).sideEffects;
  const entries = ['main.tsx', 'render-page.tsx', 'play/main.tsx'];
  const calledAtTop = graph.files.filter(
    (file) =>
      !entries.includes(file) &&
      !/\.test\.tsx?$|test-support|^test\//.test(file) &&
      /^(await )?[A-Za-z_$][\w.$]*\(/m.test(readFileSync(`${webSource}/${file}`, 'utf8')),
  );

  it('finds the known ones', () => {
    expect(calledAtTop).toContain('shared/ui/antd.ts');
  });

  it('are all listed in the package', () => {
    expect(calledAtTop.filter((file) => !listed.includes(`./src/${file}`))).toEqual([]);
  });
});
