import type { BannerAction, BannerItem } from '@lotto/contract';
import { paths, REGISTER_ALIASES } from '../../../shared/config/paths';

/** Where a banner tap leads: a screen of this app, or a page outside it (new tab). */
export type BannerTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/**
 * The target of a banner's action. Launching a game needs a session (spec/02 section 6), so a
 * visitor is sent to login; the lottery category has its own screen, like the game strip's.
 */
export const bannerTargetOf = (action: BannerAction, member: boolean): BannerTarget => {
  switch (action.kind) {
    case 'PROMOTION':
      return { kind: 'app', path: `${paths.activityDetail}?id=${action.promotionId}` };
    case 'GAME':
      return {
        kind: 'app',
        path: member ? `${paths.launchGame}?nodeId=${action.nodeId}` : paths.login,
      };
    case 'CATEGORY':
      return {
        kind: 'app',
        path:
          action.gameType === 'LOTT'
            ? paths.lottery
            : `${paths.gameList}?gameType=${action.gameType}`,
      };
    case 'PATH':
      return { kind: 'app', path: action.path };
    case 'URL':
      return { kind: 'external', url: action.url };
  }
};

const REGISTRATION: readonly string[] = [paths.register, ...REGISTER_ALIASES];

/**
 * The banners a viewer is shown: one inviting to register (a new member's welcome credit) is
 * for visitors; a member would be sent home by it and has had the credit already.
 */
export const bannersFor = (banners: readonly BannerItem[], member: boolean): BannerItem[] =>
  banners.filter(
    ({ action }) =>
      !member || action?.kind !== 'PATH' || !REGISTRATION.includes(action.path.split('?')[0] ?? ''),
  );
