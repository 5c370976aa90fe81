export {
  type BetRules,
  type BetTypeDef,
  type Hits,
  LOTTERY_OPTIONS,
  type LotteryOption,
  type Named,
  OPTION_NAMES,
  type PickerRow,
  type PickerSpec,
  type PrizeTable,
  type Selection,
} from './bet-type.js';
export * from './bets.js';
export * from './draw.js';
export * as lotteryEndpoints from './endpoints.js';
export * from './errors.js';
export * from './families.js';
export * from './money.js';
export * from './rtp.js';
export * from './schemas.js';
