import { STORAGE_KEYS } from '@lotto/contract';
import { toBase64 } from '../../../shared/api/encrypt';
import { local } from '../../../shared/storage';
import { indexedDbKey, type KeySource, openText, sealText } from './vault';

export type LoginMethod = 'username' | 'sms';

/** What the login form fills in again (spec/01 section 3, saved credentials record). */
export interface Credentials {
  type: LoginMethod;
  username: string;
  /** Kept only for the username method: an SMS code is worth nothing later. */
  password: string;
  countryDialingCode?: string;
}

/** remPass holds one record per method; the password is sealed, never stored readable. */
type Stored = Partial<Record<LoginMethod, Credentials>>;

const readStored = (): Stored => {
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.rememberPassword) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
};
const writeStored = (stored: Stored) =>
  local.set(STORAGE_KEYS.rememberPassword, JSON.stringify(stored));

/** `sass`: this device's salt, bound into every sealed password with its method and name. */
const salt = () => {
  let value = local.get(STORAGE_KEYS.savedCredentials);
  if (!value) {
    value = toBase64(crypto.getRandomValues(new Uint8Array(16)));
    local.set(STORAGE_KEYS.savedCredentials, value);
  }
  return value;
};
const contextOf = (type: LoginMethod, username: string) => `${salt()}|${type}|${username}`;

const store = async (credentials: Credentials, keySource: KeySource) => {
  const { type, username } = credentials;
  const password =
    type === 'username' && credentials.password
      ? await sealText(await keySource(), credentials.password, contextOf(type, username))
      : '';
  writeStored({ ...readStored(), [type]: { ...credentials, password } });
};

/** Remembers a login; the auto-login flags name the method it used. */
export const rememberCredentials = async (
  credentials: Credentials,
  keySource: KeySource = indexedDbKey,
) => {
  await store(credentials, keySource);
  local.set(STORAGE_KEYS.autoLogin, '1');
  local.set(STORAGE_KEYS.autoSass, credentials.type);
  local.set(STORAGE_KEYS.autoRemPass, '1');
};

export const forgetCredentials = (type: LoginMethod) => {
  const stored = readStored();
  delete stored[type];
  writeStored(stored);
  if (local.get(STORAGE_KEYS.autoSass) === type) {
    local.remove(STORAGE_KEYS.autoSass);
    local.remove(STORAGE_KEYS.autoRemPass);
  }
};

/** The remembered login of a method, or null; a record that no longer opens is dropped. */
export const recallCredentials = async (
  type: LoginMethod,
  keySource: KeySource = indexedDbKey,
): Promise<Credentials | null> => {
  const record = readStored()[type];
  if (!record || typeof record.username !== 'string') return null;
  if (!record.password) return { ...record, password: '' };
  try {
    const password = await openText(
      await keySource(),
      record.password,
      contextOf(type, record.username),
    );
    return { ...record, password };
  } catch {
    forgetCredentials(type);
    return null;
  }
};

/** After a password change the remembered password follows (spec/01 section 3). */
export const updateRememberedPassword = async (
  username: string,
  password: string,
  keySource: KeySource = indexedDbKey,
) => {
  const record = readStored().username;
  if (!record || record.username.toLowerCase() !== username.toLowerCase()) return;
  await store({ ...record, password }, keySource);
};

/** The method the last remembered login used, for the login screen's first tab. */
export const rememberedMethod = (): LoginMethod | null => {
  const value = local.get(STORAGE_KEYS.autoSass);
  return value === 'username' || value === 'sms' ? value : null;
};
