import type { CustomerServiceLink } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { linkTargetOf, serviceChannelsOf, widgetChannelsOf } from './service-links';

const link = (type: CustomerServiceLink['type'], url: string): CustomerServiceLink => ({
  type,
  url,
  label: type,
});

describe('linkTargetOf', () => {
  it('opens app paths inside, web addresses outside and messenger schemes as they are', () => {
    expect(linkTargetOf('/m/help')).toEqual({ kind: 'app', href: '/m/help' });
    expect(linkTargetOf(' https://t.me/x ')).toEqual({ kind: 'web', href: 'https://t.me/x' });
    expect(linkTargetOf('viber://chat?number=%2B95')).toEqual({
      kind: 'scheme',
      href: 'viber://chat?number=%2B95',
    });
  });

  it('makes no link of script, protocol-relative, data or malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      'ftp://x',
      '',
    ]) {
      expect(linkTargetOf(url), url).toBeNull();
    }
    expect(linkTargetOf('https://a b')).toBeNull();
  });
});

describe('serviceChannelsOf', () => {
  it('names index 0 main and index 1 other, keeping roles when a bad link is left out', () => {
    const channels = serviceChannelsOf([
      link('LIVECHAT', 'javascript:x'),
      link('TELEGRAM', 'https://t.me/a'),
      link('VIBER', 'viber://chat'),
    ]);
    expect(channels.map((c) => [c.type, c.role])).toEqual([
      ['TELEGRAM', 'other'],
      ['VIBER', 'more'],
    ]);
  });
});

describe('widgetChannelsOf', () => {
  it('offers live chat and the configured messengers in the spec order, once each', () => {
    const { liveChat, buttons } = widgetChannelsOf([
      link('TELEGRAM', 'https://t.me/main'),
      link('LIVECHAT', 'https://chat.example/'),
      link('WHATSAPP', 'https://wa.me/1'),
      link('FACEBOOK', 'https://m.me/x'),
      link('TELEGRAM', 'https://t.me/second'),
      link('TELEGRAM3', 'tg://resolve?domain=x'),
    ]);
    expect(liveChat?.target.href).toBe('https://chat.example/');
    expect(buttons.map((b) => [b.type, b.target.href])).toEqual([
      ['FACEBOOK', 'https://m.me/x'],
      ['TELEGRAM', 'https://t.me/main'],
      ['TELEGRAM3', 'tg://resolve?domain=x'],
      ['WHATSAPP', 'https://wa.me/1'],
    ]);
  });

  it('uses the main channel for live chat when the site has no LIVECHAT link', () => {
    const { liveChat, buttons } = widgetChannelsOf([
      link('TELEGRAM', 'https://t.me/main'),
      link('VIBER', 'viber://chat'),
    ]);
    expect(liveChat?.type).toBe('TELEGRAM');
    expect(buttons.map((b) => b.type)).toEqual(['VIBER']);
  });

  it('offers nothing when the site has no customer service', () => {
    expect(widgetChannelsOf([])).toEqual({ liveChat: undefined, buttons: [] });
  });
});
