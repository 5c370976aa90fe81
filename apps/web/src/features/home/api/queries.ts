import { HOME_BANNER_GROUP } from '@lotto/contract';
import { list as bannersEndpoint } from '@lotto/contract/endpoints/banners';
import { vendors as vendorsEndpoint } from '@lotto/contract/endpoints/games';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTranslation } from '../../../shared/i18n';

/** Query keys of home's own data. */
export const homeKeys = {
  categories: (language: string) => ['home', 'categories', language] as const,
  banners: (language: string) => ['home', 'banners', language] as const,
};

/** The site's game categories in display order, named in the current language. */
export const useGameCategories = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: homeKeys.categories(language),
    queryFn: ({ signal }) => call(vendorsEndpoint, { query: { language }, signal }),
    select: (answer) => answer.sorting.map(({ gameCategory, name }) => ({ gameCategory, name })),
    staleTime: 5 * 60_000,
  });
};

/** Home's carousel (group m_home), pictures and titles in the current language. */
export const useHomeBanners = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: homeKeys.banners(language),
    queryFn: ({ signal }) =>
      call(bannersEndpoint, { query: { groupName: HOME_BANNER_GROUP }, signal }),
    select: (answer) => answer.list,
    staleTime: 5 * 60_000,
  });
};
