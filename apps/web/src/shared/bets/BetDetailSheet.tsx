import type { RecordBetDetail } from '@lotto/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { localDateTime } from '../dates';
import { useTranslation } from '../i18n';
import { formatMoney } from '../session/balance';
import { Popup } from '../ui/antd';
import { ErrorRetry } from '../ui/ErrorRetry';
import { Spinner } from '../ui/Spinner';
import { choiceText, outcomeText } from './bet-texts';
import { Fact } from './Fact';
import { SignedAmount } from './ListStates';
import { LotteryOrderFacts } from './LotteryOrderFacts';

/**
 * One bet in full, in a bottom sheet: the round, what was bet and what happened, and for
 * in-house games the fairness proof (the revealed server seed, its hash, client seed, nonce)
 * a player can check against the commitment shown before the round. A lottery bet shows its
 * order: draw, selection, result and the draw's proof.
 */
export const BetDetailSheet = ({
  roundId,
  onClose,
  detail,
}: {
  roundId: string | null;
  onClose: () => void;
  /** The bet as its screen asks for it: the member's own, or an agent's team member's. */
  detail: UseQueryResult<RecordBetDetail>;
}) => {
  const { t } = useTranslation();
  const data = detail.data;
  const round = data && 'round' in data ? data.round : null;
  const lottery = data && 'lottery' in data ? data.lottery : null;
  return (
    <Popup
      visible={roundId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="records-sheet"
      destroyOnClose
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="bet-detail-title"
        data-testid="bet-detail"
      >
        <div className="records-sheet__head">
          <h2 id="bet-detail-title">{t('records.bets.detailTitle')}</h2>
          <button
            type="button"
            className="records-sheet__close"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
        {detail.isPending && <Spinner label={t('common.loading')} />}
        {detail.isError && <ErrorRetry onRetry={() => void detail.refetch()} />}
        {data && (
          <>
            <dl className="records-facts">
              <Fact
                label={data.bet.gameName}
                value={`${t(`categories.${data.bet.gameType}`)} · ${data.bet.vendorName}`}
              />
              <Fact
                label={t(lottery ? 'records.bets.order' : 'records.bets.round')}
                value={data.bet.roundId}
                mono
              />
              <Fact label={t('records.bets.placedAt')} value={localDateTime(data.bet.createdAt)} />
              {data.bet.settledAt !== null && (
                <Fact
                  label={t('records.bets.settledAt')}
                  value={localDateTime(data.bet.settledAt)}
                />
              )}
              {round && (
                <>
                  <Fact label={t('records.bets.choice')} value={choiceText(t, round.choice)} />
                  <Fact label={t('records.bets.result')} value={outcomeText(t, round.outcome)} />
                </>
              )}
              <Fact label={t('records.bets.stake')} value={`K ${formatMoney(data.bet.stake)}`} />
              {data.bet.payout !== null && (
                <Fact
                  label={t('records.bets.payout')}
                  value={`K ${formatMoney(data.bet.payout)}`}
                />
              )}
              <div className="records-fact">
                <dt>{t('records.bets.winLoss')}</dt>
                <dd>
                  {data.bet.winLoss === null ? (
                    <span className="records-status">{t('records.bets.pending')}</span>
                  ) : (
                    <SignedAmount amount={data.bet.winLoss} />
                  )}
                </dd>
              </div>
            </dl>
            {lottery && <LotteryOrderFacts detail={lottery} />}
            {round?.fair && (
              <section className="records-fair" data-testid="bet-fairness">
                <h3>{t('records.bets.fairness')}</h3>
                <dl className="records-facts">
                  <Fact label={t('records.bets.serverSeed')} value={round.fair.serverSeed} mono />
                  <Fact label={t('records.bets.seedHash')} value={round.fair.serverSeedHash} mono />
                  <Fact label={t('records.bets.clientSeed')} value={round.fair.clientSeed} mono />
                  <Fact label={t('records.bets.nonce')} value={String(round.fair.nonce)} />
                </dl>
              </section>
            )}
          </>
        )}
      </div>
    </Popup>
  );
};
