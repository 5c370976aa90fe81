import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commentPointers, pointersIn } from './comments';

const repository = fileURLToPath(new URL('../..', import.meta.url));

describe('comments say why, not where to look', () => {
  it('report an issue or task number and a path outside the repository, in comments only', () => {
    const text = [
      '/** Chase orders (issue 12): one selection over many draws. */',
      'export const a = 1; // see task 7',
      '// fixed in #22',
      '/* see /work/notes/admin-ready.md */',
      '// as ../shared/DESIGN.md says',
      "export const b = 'issue 12 and /work/x in a string are no comment';",
      '// spec/02 section 5 and DESIGN.md "Money" are in the repository: fine',
      '/** A colour (#fff), a page (#/home) and 5 issues are fine too. */',
    ].join('\n');
    expect(pointersIn('x.ts', text).map((hit) => hit.split(':').slice(0, 2).join(':'))).toEqual([
      '1: an issue number',
      '2: an issue number',
      '3: an issue number',
      '4: a path outside the repository',
      '5: a path outside the repository',
    ]);
  });

  it('finds none in the source of the apps, packages, end-to-end tests, benches and tools', () => {
    const folders = ['apps', 'packages', 'e2e', 'bench', 'tools'];
    expect(commentPointers(repository, folders)).toEqual([]);
  }, 60_000); // parses every source file of the repository: seconds on a busy machine
});
