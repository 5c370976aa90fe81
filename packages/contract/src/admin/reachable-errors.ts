import { CONTRACT_ERRORS } from '../agent/contracts.errors.js';
import { AGENT_RATES_ERRORS } from '../agent/rates.errors.js';
import { RED_RAIN_ERRORS } from '../agent/redrain.errors.js';
import { DEPOSIT_ERRORS } from '../deposits/errors.js';
import type { AdminErrorTexts, ErrorTexts } from '../error-texts.js';
import { COMMON_ERRORS } from '../errors.js';
import { WALLET_ERRORS } from '../wallet/errors.js';
import { WITHDRAWAL_ERRORS } from '../withdrawals/errors.js';
import { ADMIN_AGENT_RUNS_ERRORS } from './agent-runs.errors.js';
import { AGENT_TREE_ERRORS } from './agent-tree.errors.js';
import { CONTENT_ADMIN_ERRORS } from './content.errors.js';
import { ADMIN_ERRORS } from './errors.js';
import { ADMIN_GAMES_ERRORS } from './games.errors.js';
import { ADMIN_LOTTERY_ERRORS } from './lottery.errors.js';
import { ADMIN_MEMBER_ERRORS } from './members.errors.js';
import { ADMIN_OPERATORS_ERRORS } from './operators.errors.js';
import { PROMOTION_ADMIN_ERRORS } from './promotions.errors.js';
import { ADMIN_RISK_ERRORS } from './risk.errors.js';
import { SITE_ADMIN_ERRORS } from './sites.errors.js';

const only = <T extends ErrorTexts, K extends keyof T>(table: T, ...codes: K[]): Pick<T, K> =>
  Object.fromEntries(codes.map((code) => [code, table[code]])) as Pick<T, K>;

/**
 * Every error code an operator can meet, so every one answers in each back-office language:
 * the codes any request may get (bad input, session, rate limits), the back office's own, and
 * the player modules' refusals its actions run into (a debit short of balance, a withdrawal
 * decided meanwhile). A code listed here without Chinese is a type error. Only the tests read
 * the table: the server asks `adminErrorMessage`.
 */
export const ADMIN_REACHABLE_ERRORS = {
  ...COMMON_ERRORS,
  ...ADMIN_ERRORS,
  ...ADMIN_MEMBER_ERRORS,
  ...ADMIN_AGENT_RUNS_ERRORS,
  ...AGENT_TREE_ERRORS,
  ...CONTENT_ADMIN_ERRORS,
  ...ADMIN_GAMES_ERRORS,
  ...ADMIN_LOTTERY_ERRORS,
  ...ADMIN_OPERATORS_ERRORS,
  ...PROMOTION_ADMIN_ERRORS,
  ...ADMIN_RISK_ERRORS,
  ...SITE_ADMIN_ERRORS,
  ...only(WALLET_ERRORS, 'wallet.insufficient', 'wallet.idempotency.conflict'),
  ...only(DEPOSIT_ERRORS, 'deposit.order.not.found', 'deposit.order.settled'),
  ...only(
    WITHDRAWAL_ERRORS,
    'withdraw.not.exist',
    'withdraw.not.pending',
    'withdraw.approval.same.operator',
  ),
  ...only(
    CONTRACT_ERRORS,
    'contract.decided',
    'contract.kind.excluded',
    'contract.not.allowed',
    'contract.not.found',
    'contract.pending',
  ),
  ...only(AGENT_RATES_ERRORS, 'agent.rates.below.downline', 'agent.rates.raise.unconfirmed'),
  ...only(
    RED_RAIN_ERRORS,
    'redRain.agent.notFound',
    'redRain.round.notFound',
    'redRain.round.over',
  ),
} as const satisfies AdminErrorTexts;
