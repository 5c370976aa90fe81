import { paths } from '../../../shared/config/paths';

/**
 * Where back leads from a lottery launched with `pageBack` (spec/02: `pageBack=home`). Only a
 * path of this app is followed: anything else (another site, a protocol-relative `//host`,
 * a script URL) leads home, so a crafted launch link cannot send the member away.
 */
export const pageBackTarget = (pageBack: string | null): string => {
  if (!pageBack || pageBack === 'home') return paths.home;
  if (!pageBack.startsWith('/m/') || pageBack.startsWith('//') || pageBack.includes('\\')) {
    return paths.home;
  }
  try {
    const url = new URL(pageBack, 'https://app.invalid');
    return url.origin === 'https://app.invalid' ? `${url.pathname}${url.search}` : paths.home;
  } catch {
    return paths.home;
  }
};
