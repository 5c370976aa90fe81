import { useState } from 'react';
import {
  forgetCredentials,
  type LoginMethod,
  rememberCredentials,
} from '../remember/remembered-login';

/** The remember-password choice of a login method and what it keeps after a login. */
export const useRememberChoice = (method: LoginMethod, dialingCode: string) => {
  const [on, set] = useState(false);
  const save = async (username: string, password: string) => {
    try {
      if (!on) return await forgetCredentials(method);
      await rememberCredentials({
        type: method,
        username,
        password,
        ...(method === 'sms' && dialingCode ? { countryDialingCode: dialingCode } : {}),
      });
    } catch {
      // No IndexedDB (private mode): logging in matters more than remembering.
    }
  };
  return { on, set, save };
};
