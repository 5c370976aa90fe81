import { webcrypto } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetCredentials,
  recallCredentials,
  rememberCredentials,
  rememberedMethod,
  updateRememberedPassword,
} from './remembered-login';
import type { KeySource } from './vault';

// jsdom has no SubtleCrypto or IndexedDB: Node's WebCrypto stands in, with the key in memory.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});
let key: CryptoKey;
const keySource: KeySource = async () => key;

beforeEach(async () => {
  localStorage.clear();
  key = (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])) as CryptoKey;
});

describe('remembered login', () => {
  it('keeps the password sealed under remPass, not readable nor merely Base64', async () => {
    await rememberCredentials(
      { type: 'username', username: 'demo01', password: 'Demo1234' },
      keySource,
    );
    const raw = localStorage.getItem('remPass') ?? '';
    expect(raw).toContain('demo01');
    expect(raw).not.toContain('Demo1234');
    expect(raw).not.toContain(btoa('Demo1234'));
    expect(raw).not.toContain(btoa(btoa('Demo1234')));
    expect(localStorage.getItem('sass')).toBeTruthy();
    expect(await recallCredentials('username', keySource)).toEqual({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
    });
  });

  it('sets the auto-login flags to the method used', async () => {
    await rememberCredentials(
      { type: 'sms', username: '9123456', password: '', countryDialingCode: '95' },
      keySource,
    );
    expect(localStorage.getItem('autoLogin')).toBe('1');
    expect(localStorage.getItem('autoRemPass')).toBe('1');
    expect(rememberedMethod()).toBe('sms');
  });

  it('opens nothing with another device key and drops the record', async () => {
    await rememberCredentials(
      { type: 'username', username: 'demo01', password: 'Demo1234' },
      keySource,
    );
    key = (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])) as CryptoKey;
    expect(await recallCredentials('username', keySource)).toBeNull();
    expect(localStorage.getItem('remPass')).not.toContain('demo01');
  });

  it('refuses a sealed password moved to another username', async () => {
    await rememberCredentials(
      { type: 'username', username: 'demo01', password: 'Demo1234' },
      keySource,
    );
    const stored = JSON.parse(localStorage.getItem('remPass') ?? '{}');
    stored.username.username = 'attacker';
    localStorage.setItem('remPass', JSON.stringify(stored));
    expect(await recallCredentials('username', keySource)).toBeNull();
  });

  it('follows a password change and forgets a method on request', async () => {
    await rememberCredentials(
      { type: 'username', username: 'Demo01', password: 'Old12345' },
      keySource,
    );
    await updateRememberedPassword('demo01', 'New12345', keySource);
    expect((await recallCredentials('username', keySource))?.password).toBe('New12345');
    await updateRememberedPassword('someone', 'Other123', keySource);
    expect((await recallCredentials('username', keySource))?.password).toBe('New12345');
    forgetCredentials('username');
    expect(await recallCredentials('username', keySource)).toBeNull();
    expect(rememberedMethod()).toBeNull();
  });
});
