import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

/** The member centre needs a session and refuses a free-trial account (spec/02 section 6). */
const memberArea = { session: 'member', trial: false } as const;

export const memberRoutes: ScreenRoute[] = [
  // The member centre draws its own header (spec/02 section 2).
  ...placeholders(
    { [paths.mine]: 'mine', [paths.memberHome]: 'mine' },
    { ...memberArea, header: 'none' },
  ),
  ...placeholders(
    {
      [paths.memberBenefits]: 'memberBenefits',
      [paths.manualRebate]: 'manualRebate',
      [paths.rebateReport]: 'rebateReport',
    },
    memberArea,
  ),
  ...placeholders(
    {
      [paths.securityCenter]: 'securityCenter',
      [paths.upLineTransfer]: 'upLineTransfer',
      [paths.feedback]: 'feedback',
    },
    { session: 'member' },
  ),
];
