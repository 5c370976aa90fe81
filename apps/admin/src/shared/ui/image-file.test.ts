import { describe, expect, it } from 'vitest';
import { base64Of, IMAGE_MAX_MB, imageFileProblem } from './image-file';

describe('a picture chosen for upload', () => {
  it('must be PNG, JPEG or WebP by its type and at most the endpoint’s size', () => {
    const mb = 1024 * 1024;
    expect(IMAGE_MAX_MB).toBe(2);
    expect(imageFileProblem({ type: 'image/webp', size: 2 * mb })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 2 * mb + 1 })).toBe('size');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
  });

  it('is sent as plain base64 of its bytes', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 0, 255]);
    expect(await base64Of(new Blob([bytes]))).toBe(btoa(String.fromCharCode(...bytes)));
  });
});
