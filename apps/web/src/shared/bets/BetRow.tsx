import type { RecordBet } from '@lotto/contract';
import { localDateTime } from '../dates';
import { useTranslation } from '../i18n';
import { formatMoney } from '../session/balance';
import { SignedAmount } from './ListStates';

/**
 * One bet in a bets list (the member's game records, team betting): game, category and vendor,
 * time, stake and result; `by` names whose bet it is where the list is a team's. A tap opens it.
 */
export const BetRow = ({
  bet,
  by,
  testId,
  onOpen,
}: {
  bet: RecordBet;
  by?: string;
  testId: string;
  onOpen: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="records-row records-row--button"
        data-testid={testId}
        data-round-id={bet.roundId}
        onClick={onOpen}
      >
        <span className="records-row__main">
          <strong className="records-row__title">{bet.gameName}</strong>
          {by && <span className="records-row__meta">{by}</span>}
          <span className="records-row__meta">
            {t(`categories.${bet.gameType}`)} · {bet.vendorName}
          </span>
          <span className="records-row__meta">{localDateTime(bet.createdAt)}</span>
        </span>
        <span className="records-row__side">
          <span className="records-row__stake">K {formatMoney(bet.stake)}</span>
          {bet.winLoss === null ? (
            <span className="records-status">{t('records.bets.pending')}</span>
          ) : (
            <SignedAmount amount={bet.winLoss} />
          )}
        </span>
      </button>
    </li>
  );
};
