import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.js';

describe('request log URLs', () => {
  it('hide launch tickets and session tokens, and keep the rest', () => {
    const ticket = 'A'.repeat(43);
    expect(redactUrl(`/wps/vendor/play/state?ticket=${ticket}`)).toBe(
      '/wps/vendor/play/state?ticket=***',
    );
    expect(redactUrl(`/m/play.html?ticket=${ticket}&lang=EN`)).toBe(
      '/m/play.html?ticket=***&lang=EN',
    );
    expect(redactUrl('/m/home?lang=MY&token=secret#top')).toBe('/m/home?lang=MY&token=***#top');
    expect(redactUrl('/wps/relay/games?gameType=RNG&pageNo=2')).toBe(
      '/wps/relay/games?gameType=RNG&pageNo=2',
    );
    expect(redactUrl('/wps/relay/games?myticket=1')).toBe('/wps/relay/games?myticket=1');
  });
});
