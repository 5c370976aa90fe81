import type { WithdrawOverview } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Sheet } from '../../../shared/ui/Sheet';
import { Spinner } from '../../../shared/ui/Spinner';
import { useWithdrawOverview } from '../api';
import { Accounts } from '../components/Accounts';
import { AddAccountForm } from '../components/AddAccountForm';
import { RequestForm } from '../components/RequestForm';
import { TurnoverCard } from '../components/TurnoverCard';
import '../../../shared/form/form.css';
import '../withdraw.css';

/** The cash and held balances, and where the held amount can be followed. */
const Balances = ({ view }: { view: WithdrawOverview }) => {
  const { t } = useTranslation();
  return (
    <section className="withdraw-balance" data-testid="withdraw-balances">
      <p className="withdraw-balance__label">{t('withdraw.withdrawable')}</p>
      <p className="withdraw-balance__amount" data-testid="withdraw-withdrawable">
        {view.currencySymbol} {formatMoney(view.withdrawable)}
      </p>
      <Link
        className="withdraw-balance__held"
        to={paths.withdrawReport}
        data-testid="withdraw-held"
      >
        <span>{t('withdraw.held')}</span>
        <strong>
          {view.currencySymbol} {formatMoney(view.held)}
        </strong>
      </Link>
      <p className="withdraw-balance__note">{t('withdraw.heldNote')}</p>
    </section>
  );
};

/** /m/withdraw (switch WITHREC3): balances, turnover left, the account and the request. */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const overview = useWithdrawOverview();
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const view = overview.data;
  const accountId =
    view?.accounts.find((a) => a.id === chosen)?.id ?? view?.accounts[0]?.id ?? null;

  return (
    <section className="screen withdraw" data-testid="withdraw-screen">
      {overview.isPending && <Spinner label={t('common.loading')} />}
      {overview.isError && !view && <ErrorRetry onRetry={() => void overview.refetch()} />}
      {view && (
        <>
          <Balances view={view} />
          <TurnoverCard turnover={view.turnover} />
          {!view.paymentPasswordSet && (
            <section className="withdraw-card withdraw-alert" data-testid="withdraw-no-password">
              <p>{t('withdraw.noPaymentPassword')}</p>
              <Link className="button button--primary button--small" to={paths.paymentPassword}>
                {t('withdraw.setPaymentPassword')}
              </Link>
            </section>
          )}
          <Accounts
            view={view}
            chosen={accountId}
            onChoose={setChosen}
            onAdd={() => setAdding(true)}
          />
          <RequestForm view={view} accountId={accountId} />
          <Link className="withdraw-report-link" to={paths.withdrawReport}>
            {t('withdraw.report')} ›
          </Link>
          {adding && (
            <Sheet title={t('withdraw.addAccount')} onClose={() => setAdding(false)}>
              <AddAccountForm
                banks={view.banks}
                payeeName={view.payeeName}
                onAdded={(id) => {
                  setChosen(id);
                  setAdding(false);
                }}
              />
            </Sheet>
          )}
        </>
      )}
    </section>
  );
}
