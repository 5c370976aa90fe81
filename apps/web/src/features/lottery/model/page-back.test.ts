import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/config/paths';
import { pageBackTarget } from './page-back';

describe('pageBackTarget', () => {
  it('follows a path of the app', () => {
    expect(pageBackTarget('/m/lottery')).toBe('/m/lottery');
    expect(pageBackTarget('/m/moreLottery?q=5d')).toBe('/m/moreLottery?q=5d');
  });

  it('leads home for home, nothing, or anything that is not an app path', () => {
    for (const value of [
      null,
      '',
      'home',
      'https://evil.example/m/x',
      '//evil.example/m/',
      'javascript:alert(1)',
      '/wps/x',
      '/m/\\evil',
    ]) {
      expect(pageBackTarget(value), String(value)).toBe(paths.home);
    }
  });
});
