import type { GameItem } from '@lotto/contract';
import {
  addFavourite as addFavouriteEndpoint,
  removeFavourite as removeFavouriteEndpoint,
} from '@lotto/contract/endpoints/games';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { gameKeys } from './keys';
import type { LobbyData } from './lobby-list';

interface FavouriteIds {
  nodeIds: string[];
}
export interface FavouriteToggle {
  game: Pick<GameItem, 'nodeId' | 'vassalage'>;
  /** True adds, false removes. */
  add: boolean;
}

const change = ({ game, add }: FavouriteToggle) => {
  const fields = { nodeId: game.nodeId, vendor: game.vassalage };
  return add
    ? call(addFavouriteEndpoint, { body: fields })
    : call(removeFavouriteEndpoint, { query: fields });
};

const withoutGame = (data: LobbyData | undefined, nodeId: string) =>
  data && {
    ...data,
    pages: data.pages.map((p) => ({ ...p, items: p.items.filter((g) => g.nodeId !== nodeId) })),
  };

/**
 * Adds or removes a favourite with optimistic UI (spec/02 section 4): the heart changes at
 * once, a removed game leaves the favourites lists at once, and a failure puts both back.
 */
export const useFavouriteToggle = () => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const token = useSession()?.token ?? '';
  const idsKey = gameKeys.favouriteIds(token);
  const listsKey = gameKeys.favouriteLists(token);
  return useMutation({
    mutationFn: change,
    onMutate: async ({ game, add }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      await queryClient.cancelQueries({ queryKey: listsKey });
      const ids = queryClient.getQueryData<FavouriteIds>(idsKey);
      const lists = queryClient.getQueriesData<LobbyData>({ queryKey: listsKey });
      queryClient.setQueryData<FavouriteIds>(idsKey, (old) => {
        const rest = (old?.nodeIds ?? []).filter((id) => id !== game.nodeId);
        return { nodeIds: add ? [...rest, game.nodeId] : rest };
      });
      if (!add) {
        queryClient.setQueriesData<LobbyData>({ queryKey: listsKey }, (data) =>
          withoutGame(data, game.nodeId),
        );
      }
      return { ids, lists };
    },
    onError: (_error, _toggle, saved) => {
      if (saved) {
        queryClient.setQueryData(idsKey, saved.ids);
        for (const [key, data] of saved.lists) queryClient.setQueryData(key as QueryKey, data);
      }
      void toast.show(t('games.favouriteFailed'));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: idsKey }),
        queryClient.invalidateQueries({ queryKey: listsKey }),
      ]),
  });
};
