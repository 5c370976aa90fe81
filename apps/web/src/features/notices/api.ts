import { HOME_ANNOUNCEMENT_TYPES } from '@lotto/contract';
import { list as listEndpoint } from '@lotto/contract/endpoints/announcements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/session/session-store';

/**
 * Query keys of announcements: everything is per language and per session (a member's list
 * carries read marks a visitor's has not), so a sign-out leaves nothing for the next member.
 */
export const noticeKeys = {
  home: (language: string, token: string) => ['announcements', 'home', language, token] as const,
  /** A board's list: the players' unless `board` names another (NOTICE_BOARDS). */
  list: (language: string, token: string, board = 'players') =>
    ['announcements', 'list', language, token, board] as const,
  detail: (language: string, token: string, id: number) =>
    ['announcements', 'detail', language, token, id] as const,
  /** Every home answer: its footer carries the unread count. */
  allHome: ['announcements', 'home'] as const,
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
