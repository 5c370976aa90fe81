import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { minorToMoney } from '../model/money';
import { CHASE_DRAWS_MAX, type ChasePlanKind, chaseMultiples, chaseTotalMinor } from './chase-plan';

export interface ChaseChoice {
  draws: number;
  plan: ChasePlanKind;
  startMultiple: number;
  stopOnWin: boolean;
}

interface ChaseSheetProps {
  /** The pick's amount at multiple 1. */
  perMultipleMinor: number;
  startMultiple: number;
  busy: boolean;
  onPlace: (choice: ChaseChoice) => void;
  onClose: () => void;
}

const DRAW_CHOICES = [5, 10, 20, 50];

/** Chase setup: how many draws, plain or doubling, stop on win, and what it holds now. */
export const ChaseSheet = ({
  perMultipleMinor,
  startMultiple,
  busy,
  onPlace,
  onClose,
}: ChaseSheetProps) => {
  const { t } = useTranslation();
  const drawsId = useId();
  const [draws, setDraws] = useState(10);
  const [plan, setPlan] = useState<ChasePlanKind>('plain');
  const [stopOnWin, setStopOnWin] = useState(true);
  const multiples = chaseMultiples(plan, draws, startMultiple);
  const total = chaseTotalMinor(perMultipleMinor, plan, draws, startMultiple);
  return (
    <Sheet title={t('lottery.bet.chaseTitle')} onClose={onClose} testId="chase-sheet">
      <div className="lott-chase">
        <label className="lott-money__label" htmlFor={drawsId}>
          {t('lottery.bet.chaseDraws')}
        </label>
        <div className="lott-chase__draws">
          {DRAW_CHOICES.map((n) => (
            <button
              key={n}
              type="button"
              className="lott-chip"
              aria-pressed={draws === n}
              onClick={() => setDraws(n)}
            >
              {n}
            </button>
          ))}
          <input
            id={drawsId}
            className="lott-chase__input"
            inputMode="numeric"
            value={draws}
            onChange={(event) =>
              setDraws(
                Math.min(
                  CHASE_DRAWS_MAX,
                  Math.max(1, Number(event.target.value.replace(/\D/g, '')) || 1),
                ),
              )
            }
            data-testid="chase-draws"
          />
        </div>
        <span className="lott-money__label">{t('lottery.bet.chasePlan')}</span>
        <div className="lott-seg" role="radiogroup" aria-label={t('lottery.bet.chasePlan')}>
          {(['plain', 'double'] as const).map((kind) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={plan === kind}
              className="lott-seg__item"
              onClick={() => setPlan(kind)}
              data-testid={`chase-plan-${kind}`}
            >
              {t(`lottery.bet.${kind}`)}
            </button>
          ))}
        </div>
        <label className="lott-chase__stop">
          <input
            type="checkbox"
            checked={stopOnWin}
            onChange={(event) => setStopOnWin(event.target.checked)}
          />
          {t('lottery.bet.stopOnWin')}
        </label>
        <p className="lott-chase__plan lott-muted">
          {multiples
            .slice(0, 6)
            .map((m) => `×${m}`)
            .join(' · ')}
          {multiples.length > 6 ? ' …' : ''}
        </p>
        <p className="lott-chase__total" data-testid="chase-total">
          {t('lottery.bet.chaseTotal', { amount: minorToMoney(total) })}
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          onClick={() => onPlace({ draws, plan, startMultiple, stopOnWin })}
          data-testid="chase-place"
        >
          {t('lottery.bet.chasePlace')}
        </button>
      </div>
    </Sheet>
  );
};
