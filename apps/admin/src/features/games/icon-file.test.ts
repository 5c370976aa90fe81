import { GAME_ICON_UPLOAD } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { iconFileProblem } from './icon-file';
import { moved } from './order';

describe('an icon file, checked before it is sent', () => {
  it('takes PNG or JPEG up to the endpoint’s size', () => {
    expect(iconFileProblem({ type: 'image/png', size: GAME_ICON_UPLOAD.maxBytes })).toBeNull();
    expect(iconFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(iconFileProblem({ type: 'image/png', size: GAME_ICON_UPLOAD.maxBytes + 1 })).toBe(
      'size',
    );
    expect(iconFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(iconFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
  });
});

describe('moving a category', () => {
  it('swaps it with its neighbour and keeps every code once', () => {
    expect(moved(['A', 'B', 'C'], 1, -1)).toEqual(['B', 'A', 'C']);
    expect(moved(['A', 'B', 'C'], 1, 1)).toEqual(['A', 'C', 'B']);
    expect(moved(['A', 'B', 'C'], 0, -1)).toEqual(['A', 'B', 'C']);
    expect(moved(['A', 'B', 'C'], 2, 1)).toEqual(['A', 'B', 'C']);
  });
});
