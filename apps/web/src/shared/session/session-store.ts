import { type LoginAnswer, MEMBER_TYPES, STORAGE_KEYS } from '@lotto/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { session } from '../storage';

/** What a signed-in tab keeps in sessionStorage under MC_SESSION_INFO (spec/01 section 3). */
export const sessionInfo = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.int(),
  firstTimeLogin: z.optional(z.boolean()),
  nickname: z.optional(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; info: SessionInfo | null } = { raw: null, info: null };

const read = (): SessionInfo | null => {
  const raw = session.get(STORAGE_KEYS.sessionInfo);
  if (raw === cached.raw) return cached.info;
  let info: SessionInfo | null = null;
  try {
    const parsed = sessionInfo.safeParse(raw ? JSON.parse(raw) : null);
    info = parsed.success ? parsed.data : null;
  } catch {
    info = null; // a damaged entry counts as signed out
  }
  cached = { raw, info };
  return info;
};

const emit = () => {
  for (const listener of listeners) listener();
};

/** Session info from a login, registration, free-play or social answer. */
export const sessionFromAnswer = (answer: LoginAnswer): SessionInfo => ({
  token: answer.token,
  merchantCode: answer.merchantCode,
  userName: answer.userName,
  type: answer.customerType,
  firstTimeLogin: answer.firstTimeLogin,
});

export const sessionStore = {
  get: read,
  token: () => read()?.token ?? null,
  save(info: SessionInfo) {
    session.set(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
    emit();
  },
  /** Stores a new session; a free-trial session also keeps the trial account's name. */
  start(answer: LoginAnswer) {
    const info = sessionFromAnswer(answer);
    if (info.type === MEMBER_TYPES.freeTrial) session.set(STORAGE_KEYS.trialUser, info.userName);
    else session.remove(STORAGE_KEYS.trialUser);
    sessionStore.save(info);
  },
  clear() {
    session.remove(STORAGE_KEYS.sessionInfo);
    session.remove(STORAGE_KEYS.trialUser);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in member of this tab, or null for a visitor. */
export const useSession = (): SessionInfo | null =>
  useSyncExternalStore(sessionStore.subscribe, read, () => null);
