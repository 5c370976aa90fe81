import type { CommissionAnswer } from '@lotto/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';

const Table = (props: { title: string; head: string; testId: string; rows: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className="agent-rates__card">
      <h2>{props.title}</h2>
      <table className="income-table" data-testid={props.testId}>
        <thead>
          <tr>
            <th scope="col">{props.head}</th>
            <th scope="col">{t('agentRates.validStake')}</th>
            <th scope="col">{t('agentRates.amount')}</th>
          </tr>
        </thead>
        <tbody>{props.rows}</tbody>
      </table>
    </div>
  );
};

const Row = (p: { name: string; stake: string; amount: string }) => (
  <tr>
    <th scope="row">{p.name}</th>
    <td>{formatMoney(p.stake)}</td>
    <td className="income-table__amount">{formatMoney(p.amount)}</td>
  </tr>
);

/** The commission by day, by game category and by direct member (a sub-agent's whole team). */
export const IncomeTables = ({ data }: { data: CommissionAnswer }) => {
  const { t } = useTranslation();
  return (
    <>
      <Table
        title={t('agentRates.byDay')}
        head={t('agentRates.day')}
        testId="income-days"
        rows={data.days.map((d) => (
          <Row key={d.day} name={d.day} stake={d.validStake} amount={d.amount} />
        ))}
      />
      <Table
        title={t('agentRates.byCategory')}
        head={t('agentRates.category')}
        testId="income-categories"
        rows={data.categories.map((c) => (
          <Row
            key={c.category}
            name={t(`categories.${c.category}`)}
            stake={c.validStake}
            amount={c.amount}
          />
        ))}
      />
      <Table
        title={t('agentRates.byMember')}
        head={t('agentRates.member')}
        testId="income-members"
        rows={data.downlines.map((d) => (
          <Row key={d.memberId} name={d.username} stake={d.validStake} amount={d.amount} />
        ))}
      />
      <p className="agent-rates__hint">{t('agentRates.partsNote')}</p>
    </>
  );
};
