import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsBuild, STAMP_FILE, sourceFingerprint } from './build-if-changed';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tiny workspace: one app with a source file and a build folder, and the contract. */
const workspace = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-if-changed-'));
  roots.push(root);
  mkdirSync(path.join(root, 'apps/web/src'), { recursive: true });
  mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
  mkdirSync(path.join(root, 'packages/contract/src'), { recursive: true });
  writeFileSync(path.join(root, 'apps/web/src/main.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'packages/contract/src/index.ts'), 'export const b = 2;\n');
  return root;
};
const stamp = (root: string, fingerprint: string) =>
  writeFileSync(path.join(root, 'apps/web/dist', STAMP_FILE), `${fingerprint}\n`);

describe('build only when sources changed', () => {
  it('builds when there is no build yet', () => {
    const root = workspace();
    expect(needsBuild(root, 'apps/web', sourceFingerprint(root, 'apps/web'))).toBe(true);
  });

  it('skips the build when nothing changed, whatever the build itself wrote', () => {
    const root = workspace();
    stamp(root, sourceFingerprint(root, 'apps/web'));
    writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<html></html>');
    expect(needsBuild(root, 'apps/web', sourceFingerprint(root, 'apps/web'))).toBe(false);
  });

  it('builds again when an app source or the contract changed', () => {
    const root = workspace();
    stamp(root, sourceFingerprint(root, 'apps/web'));
    writeFileSync(path.join(root, 'apps/web/src/main.ts'), 'export const a = 2;\n');
    expect(needsBuild(root, 'apps/web', sourceFingerprint(root, 'apps/web'))).toBe(true);
    stamp(root, sourceFingerprint(root, 'apps/web'));
    writeFileSync(path.join(root, 'packages/contract/src/index.ts'), 'export const b = 3;\n');
    expect(needsBuild(root, 'apps/web', sourceFingerprint(root, 'apps/web'))).toBe(true);
  });
});
