import { paths } from '../../../shared/config/paths';
import { allWithTexts, type ScreenRoute, screen } from '../../../shared/routing/screen-route';

/** Contracts and dividends: agent screens with a session, in the member area's frame. */
const agentFrame = { session: 'member', trial: false, agentsOnly: true } as const;

export const contractRoutes: ScreenRoute[] = allWithTexts(
  ['agentContracts'],
  [
    screen(paths.agentDividend, 'agentDividend', () => import('./DividendsScreen'), agentFrame),
    screen(
      paths.salaryContract,
      'salaryContract',
      () => import('./SalaryContractScreen'),
      agentFrame,
    ),
    screen(
      paths.dividendContract,
      'dividendContract',
      () => import('./DividendContractScreen'),
      agentFrame,
    ),
    screen(paths.hourContract, 'hourContract', () => import('./HourContractScreen'), agentFrame),
    screen(
      paths.agentContractOffer,
      'agentContractOffer',
      () => import('./OfferScreen'),
      agentFrame,
    ),
  ],
);
