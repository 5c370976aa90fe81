import {
  captcha as captchaEndpoint,
  socialProviders as socialProvidersEndpoint,
} from '@lotto/contract/endpoints/account';
import { settings as settingsEndpoint } from '@lotto/contract/endpoints/registration';
import { country as countryEndpoint } from '@lotto/contract/endpoints/system';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTranslation } from '../../../shared/i18n';

/** Query keys of the account screens. */
export const authKeys = {
  countries: ['system', 'country'] as const,
  registerSettings: ['system', 'registerSettings'] as const,
  social: (language: string) => ['session', 'social', language] as const,
};

/** The site's dialing codes and its default country. */
export const useCountries = () =>
  useQuery({
    queryKey: authKeys.countries,
    queryFn: () => call(countryEndpoint),
    staleTime: 10 * 60_000,
  });

/** Field rules, captcha and methods of registration; also the password and phone rules. */
export const useRegisterSettings = () =>
  useQuery({
    queryKey: authKeys.registerSettings,
    queryFn: () => call(settingsEndpoint),
    staleTime: 5 * 60_000,
  });

/** Social providers the site set up; none means the buttons stay hidden. */
export const useSocialProviders = (enabled: boolean) => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: authKeys.social(language),
    queryFn: () => call(socialProvidersEndpoint),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
};

/** A fresh captcha image; the code stays with the server, bound to an http-only cookie. */
export const fetchCaptcha = () => call(captchaEndpoint, { noStore: true });
