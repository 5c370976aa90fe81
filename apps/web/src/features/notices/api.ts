import { HOME_ANNOUNCEMENT_TYPES } from '@lotto/contract';
import { list as listEndpoint } from '@lotto/contract/endpoints/announcements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/session/session-store';

export const noticeKeys = {
  home: (language: string, token: string) => ['announcements', 'home', language, token] as const,
};

/** Home's announcements (types B,PL,PU,H, platform M), per language and session. */
export const useHomeAnnouncements = () => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: noticeKeys.home(language, token),
    queryFn: () =>
      call(listEndpoint, {
        query: { types: HOME_ANNOUNCEMENT_TYPES, platform: 'M' },
      }),
    staleTime: 60_000,
  });
};
