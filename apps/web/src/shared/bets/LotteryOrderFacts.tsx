import { betTypeOf, type OrderDetailAnswer, resultText, selectionText } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n';
import { Fact } from './Fact';

/**
 * A lottery bet's own facts in the bet sheet: the draw, bet type and selection, the result's
 * headline and the draw's proof, and a way to the order in the lottery (its full result table,
 * Verify, and the chase it belongs to).
 */
export const LotteryOrderFacts = ({ detail }: { detail: OrderDetailAnswer }) => {
  const { t, language } = useTranslation();
  const { order, draw, game } = detail;
  const type = betTypeOf(order.betType);
  const lotteryOrder = `${paths.startLottery}?${new URLSearchParams({
    code: game.code,
    view: 'orders',
    order: order.orderNo,
  })}`;
  return (
    <>
      <dl className="records-facts" data-testid="bet-lottery">
        <Fact label={t('lottery.orders.draw')} value={draw.drawNo} mono />
        <Fact label={t('lottery.orders.betType')} value={type?.name[language] ?? order.betType} />
        <Fact
          label={t('lottery.orders.selection')}
          value={type ? selectionText(type, order.selection, language) : ''}
        />
        <Fact
          label={t('records.bets.result')}
          value={draw.result ? resultText(draw.result) : t(`lottery.orders.${order.status}`)}
          mono={draw.result !== null}
        />
      </dl>
      <section className="records-fair" data-testid="bet-fairness">
        <h3>{t('records.bets.fairness')}</h3>
        <dl className="records-facts">
          <Fact label={t('records.bets.seedHash')} value={draw.seedHash} mono />
          {draw.seed && <Fact label={t('records.bets.serverSeed')} value={draw.seed} mono />}
        </dl>
      </section>
      <Link
        className="button button--primary button--block records-sheet__action"
        to={lotteryOrder}
        data-testid="open-lottery-order"
      >
        {t('records.bets.openInLottery')}
      </Link>
    </>
  );
};
