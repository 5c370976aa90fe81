import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/** Every schema the contract builds goes through zod/mini: count its calls while importing. */
const built = vi.hoisted(() => ({ calls: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const counted = (value: unknown): unknown =>
    typeof value === 'function'
      ? (...args: unknown[]) => {
          built.calls += 1;
          return (value as (...a: unknown[]) => unknown)(...args);
        }
      : value;
  const z = Object.fromEntries(Object.entries(real.z as object).map(([k, v]) => [k, counted(v)]));
  return { ...real, z };
});

describe('schemas built on first use', () => {
  it('importing the whole contract builds no schema; parsing an answer builds what it needs', async () => {
    const contract = await import('./index.js');
    expect(built.calls).toBe(0);
    const answer = { list: [{ id: 1, imageUrl: '/b.png', title: 'Hi', action: null }] };
    expect(contract.bannersAnswer.parse(answer)).toEqual(answer);
    expect(built.calls).toBeGreaterThan(0);
  });

  it('stands in for the schema: inside other schemas, with its shape, errors and type', () => {
    const base = onFirstUse(() => z.object({ id: z.int() }));
    const wider = z.extend(base, { name: z.string() });
    expect(Object.keys(base.shape)).toEqual(['id']);
    expect(wider.parse({ id: 2, name: 'a' })).toEqual({ id: 2, name: 'a' });
    expect(z.array(base).safeParse([{ id: 'x' }]).success).toBe(false);
    expect(Object.keys({ ...base.shape, more: 1 })).toEqual(['id', 'more']);
    expect('parse' in base).toBe(true);
  });

  it('builds once, however often it is used', () => {
    const build = vi.fn(() => z.string());
    const name = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    name.parse('a');
    name.parse('b');
    expect(build).toHaveBeenCalledTimes(1);
  });
});
