import { HOME_BANNER_GROUP } from '@lotto/contract';
import { list as bannersEndpoint } from '@lotto/contract/endpoints/banners';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../shared/api/call';
import { useVendorsQuery } from '../../../shared/catalogue/vendors';
import { firstPaintAt, firstPaintHomeBannersIn } from '../../../shared/first-paint/first-paint';
import { useTranslation } from '../../../shared/i18n';

/** Query keys of home's own data. */
export const homeKeys = {
  banners: (language: string) => ['home', 'banners', language] as const,
};

/** The site's game categories in display order, named in the current language. */
export const useGameCategories = () => {
  const { data } = useVendorsQuery(useTranslation().language);
  return useMemo(
    () => data?.sorting.map(({ gameCategory, name }) => ({ gameCategory, name })),
    [data],
  );
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
    // The page came with them (first paint): the carousel starts without asking again.
    initialData: () => firstPaintHomeBannersIn(language),
    initialDataUpdatedAt: firstPaintAt,
  });
};
