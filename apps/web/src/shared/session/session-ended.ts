/** Router state of a redirect to login after the session ended: the message login shows. */
export interface SessionEndedState {
  sessionEnded: string;
}

/** Whether router state is that of the app signing out after the session ended. */
export const isSessionEnded = (state: unknown): state is SessionEndedState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<SessionEndedState>).sessionEnded === 'string';

let pendingSignOut: (() => void) | null = null;

/**
 * Signing out after the session ended happens in two steps: the app goes to login first, and
 * the session is forgotten once login has shown (forgotten earlier, the screen being left
 * would redirect its visitor elsewhere, home from change password, before login shows).
 */
export const signOutOnLogin = (forget: () => void) => {
  pendingSignOut = forget;
};

/** Forgets the ended session now (login has shown, or going there failed). */
export const finishSignOut = () => {
  const forget = pendingSignOut;
  pendingSignOut = null;
  forget?.();
};
