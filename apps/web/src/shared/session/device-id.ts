import { STORAGE_KEYS } from '@lotto/contract';
import { local } from '../storage';

/** A version 4 UUID; randomUUID needs a secure context, getRandomValues does not. */
export const makeUuid = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const VALID = /^[\w-]{8,64}$/;

/** The persistent device id login and register send (`loginDeviceId`, DESIGN facts). */
export const loginDeviceId = (): string => {
  const stored = local.get(STORAGE_KEYS.deviceId);
  if (stored && VALID.test(stored)) return stored;
  const id = makeUuid();
  local.set(STORAGE_KEYS.deviceId, id);
  return id;
};
