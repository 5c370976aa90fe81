import { APP_SHELL_UA_MARK, type REGISTER_METHODS } from '@lotto/contract';

export type RegisterMethod = (typeof REGISTER_METHODS)[number];

export interface RunningContext {
  userAgent: string;
  /** display-mode standalone, or iOS navigator.standalone. */
  standalone: boolean;
  /** The WEBCLIP flag stored by the configuration-profile install. */
  webClipFlag: boolean;
}

/**
 * spec/01 section 3: APP when the user agent marks the app shell; running standalone, WEBCLIP
 * when a web-clip flag is stored and PWA otherwise; H5 in a browser tab.
 */
export const detectRegisterMethod = (context: RunningContext): RegisterMethod => {
  if (context.userAgent.includes(APP_SHELL_UA_MARK)) return 'APP';
  if (context.standalone) return context.webClipFlag ? 'WEBCLIP' : 'PWA';
  return 'H5';
};
