import type { PlayChoice, PlayOutcome } from '@lotto/contract';
import type { useTranslation } from '../i18n';

/** What a bet was and how it ended, in words, for the detail sheet. */

type T = ReturnType<typeof useTranslation>['t'];

const hundredths = (n: number) => (n / 100).toFixed(2);

export const choiceText = (t: T, choice: PlayChoice): string => {
  switch (choice.kind) {
    case 'slot':
      return t('records.choice.slot');
    case 'table':
      return t('records.choice.table', { side: t(`records.sides.${choice.side}`) });
    case 'single':
      return t('records.choice.single', { pick: t(`records.sides.${choice.pick}`) });
    case 'match':
      return t('records.choice.match', { pick: t(`records.sides.${choice.pick}`) });
    case 'dice':
      return t('records.choice.dice', { target: choice.target });
    case 'crash':
      return t('records.choice.crash', { target: hundredths(choice.cashOut) });
  }
};

export const outcomeText = (t: T, outcome: PlayOutcome | null): string => {
  if (!outcome) return t('records.outcome.pendingResult');
  switch (outcome.kind) {
    case 'slot': {
      // The middle row pays: the second symbol of each reel.
      const symbols = outcome.reels.map((reel) => reel[1] ?? reel[0] ?? '').join(' ');
      return t('records.outcome.slot', { symbols, multiplier: outcome.multiplier });
    }
    case 'table':
      return t('records.outcome.table', { player: outcome.player, banker: outcome.banker });
    case 'single':
    case 'match':
      return t(`records.outcome.${outcome.kind}`, {
        home: outcome.homeGoals,
        away: outcome.awayGoals,
        result: t(`records.sides.${outcome.result}`),
      });
    case 'dice':
      return t('records.outcome.dice', { roll: hundredths(outcome.roll) });
    case 'crash':
      return t('records.outcome.crash', { point: hundredths(outcome.crashPoint) });
  }
};
