import type { Reward } from '@lotto/contract';
import {
  apply as applyEndpoint,
  claim as claimEndpoint,
  claimReward as claimRewardEndpoint,
  detail as detailEndpoint,
  join as joinEndpoint,
  leaderboard as leaderboardEndpoint,
  list as listEndpoint,
  referral as referralEndpoint,
  rewards as rewardsEndpoint,
  unclaimed as unclaimedEndpoint,
} from '@lotto/contract/endpoints/promotions';
import { claimUpgradeBonus as claimUpgradeBonusEndpoint } from '@lotto/contract/endpoints/vip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/session/session-store';

/**
 * Query keys of promotions: per language (the list reloads when it changes) and per session
 * (a member sees their own statuses; a sign-out leaves nothing for the next one).
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, token: string) => ['promotions', 'list', language, token] as const,
  detail: (language: string, token: string, id: number) =>
    ['promotions', 'detail', language, token, id] as const,
  rewards: (language: string, token: string) => ['promotions', 'rewards', language, token] as const,
  unclaimed: (token: string) => ['promotions', 'unclaimed', token] as const,
  leaderboard: (language: string, token: string, id: number | null) =>
    ['promotions', 'leaderboard', language, token, id] as const,
  referral: (language: string, token: string) =>
    ['promotions', 'referral', language, token] as const,
};

export const usePromotions = () => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.list(language, token),
    queryFn: () => call(listEndpoint),
    staleTime: 30_000,
  });
};

export const usePromotion = (id: number | null) => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.detail(language, token, id ?? 0),
    queryFn: () => call(detailEndpoint, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
};

export const useRewards = () => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.rewards(language, token),
    queryFn: () => call(rewardsEndpoint),
    enabled: token !== '',
  });
};

/** How many rewards wait to be claimed: the member centre's badge (REWCEN3). */
export const useUnclaimedCount = () => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.unclaimed(token),
    queryFn: () => call(unclaimedEndpoint),
    enabled: token !== '',
    select: (answer) => answer.count,
  });
};

/** After a join, claim or application: statuses, rewards and (claims) the balance change. */
const useRefresh = () => {
  const client = useQueryClient();
  return (withBalance: boolean) => {
    void client.invalidateQueries({ queryKey: promotionKeys.all });
    if (withBalance) void client.invalidateQueries({ queryKey: sharedKeys.wallet.all });
  };
};

export const useJoin = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(joinEndpoint, { params: { id } }),
    onSuccess: () => refresh(false),
  });
};

export const useClaim = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(claimEndpoint, { params: { id } }),
    onSettled: () => refresh(true),
  });
};

/** A reward centre claim: a promotion's by its entry, a VIP upgrade bonus by its own path. */
export const useClaimReward = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, source }: Pick<Reward, 'id' | 'source'>) =>
      source === 'vip'
        ? call(claimUpgradeBonusEndpoint, { params: { id } })
        : call(claimRewardEndpoint, { params: { id } }),
    onSettled: () => refresh(true),
  });
};

export const useApply = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; comment: string; images: readonly File[] }) =>
      call(applyEndpoint, {
        params: { id: input.id },
        body: { comment: input.comment },
        files: { images: input.images },
      }),
    onSuccess: () => refresh(false),
  });
};

/** The mission leaderboard (`id` null: the site's first open mission); fresh on every visit. */
export const useLeaderboard = (id: number | null) => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.leaderboard(language, token, id),
    queryFn: ({ signal }) =>
      call(leaderboardEndpoint, { query: id === null ? {} : { id }, signal }),
    refetchOnMount: 'always',
  });
};

/** Invite friends: the member's invite id and what inviting brought them (REFERRAL). */
export const useReferral = (enabled: boolean) => {
  const { language } = useTranslation();
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionKeys.referral(language, token),
    queryFn: () => call(referralEndpoint),
    enabled: enabled && token !== '',
  });
};
