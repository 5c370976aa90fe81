import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inLanes, runNode } from './typecheck';

const dir = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('typecheck in lanes', () => {
  it('runs every job, never more at once than the lanes, and keeps their order', async () => {
    let running = 0;
    let most = 0;
    const jobs = [30, 5, 20, 5, 10].map((ms, i) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return i;
    });
    expect(await inLanes(jobs, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('reports a failing command with what it printed, and a passing one as ok', async () => {
    const failing = path.join(dir, 'fail.mjs');
    writeFileSync(failing, "console.error('error TS2322: nope'); process.exit(2);\n");
    const passing = path.join(dir, 'pass.mjs');
    writeFileSync(passing, "console.log('fine');\n");
    const [bad, good] = await Promise.all([
      runNode('bad', [failing], dir),
      runNode('good', [passing], dir),
    ]);
    expect(bad).toEqual({ name: 'bad', ok: false, output: 'error TS2322: nope\n' });
    expect(good).toEqual({ name: 'good', ok: true, output: 'fine\n' });
  });
});
