import { parseMinor, type WithdrawOverview } from '@lotto/contract';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { newRequestId } from '../../../shared/request-id';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Sheet } from '../../../shared/ui/Sheet';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useRemoveAccount, useRequestWithdrawal, useWithdrawOverview } from '../api';
import { AddAccountForm } from '../components/AddAccountForm';
import { TurnoverCard } from '../components/TurnoverCard';
import { blockedReason, WithdrawBlocked } from '../components/WithdrawBlocked';
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

/** The member's accounts to pick from, each removable, and the way to add one. */
const Accounts = (props: {
  view: WithdrawOverview;
  chosen: number | null;
  onChoose: (id: number) => void;
  onAdd: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useRemoveAccount();
  const { run } = useSubmitting();
  const { accounts, maxAccounts } = props.view;
  const removeOne = run(async (id: number) => {
    await remove.mutateAsync(id);
    void toast.show(t('withdraw.removed'));
  });
  return (
    <section className="withdraw-card" aria-labelledby="accounts-h">
      <h2 id="accounts-h" className="withdraw-card__title">
        {t('withdraw.accountTitle')}
      </h2>
      {accounts.length === 0 && <p className="withdraw-note">{t('withdraw.noAccounts')}</p>}
      <ul className="withdraw-accounts" data-testid="withdraw-accounts">
        {accounts.map((a) => (
          <li key={a.id} className={`withdraw-account${props.chosen === a.id ? ' is-on' : ''}`}>
            <label className="withdraw-account__pick">
              <input
                type="radio"
                name="withdraw-account"
                checked={props.chosen === a.id}
                onChange={() => props.onChoose(a.id)}
                data-testid={`withdraw-account-${a.id}`}
              />
              <span className="withdraw-account__bank">{a.bankName}</span>
              <span className="withdraw-account__number">{a.maskedNumber}</span>
              <span className="withdraw-account__payee">{a.payeeName}</span>
            </label>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`${t('withdraw.removeAccount')} ${a.bankName} ${a.maskedNumber}`}
              onClick={() => void removeOne(a.id)}
            >
              {t('withdraw.removeAccount')}
            </button>
          </li>
        ))}
      </ul>
      {accounts.length < maxAccounts ? (
        <button
          type="button"
          className="withdraw-add"
          onClick={props.onAdd}
          data-testid="withdraw-add-account-open"
        >
          + {t('withdraw.addAccount')}
        </button>
      ) : (
        <p className="withdraw-note">{t('withdraw.accountsFull', { count: maxAccounts })}</p>
      )}
    </section>
  );
};

/** Amount and payment password; the server checks limits, turnover and the password again. */
const RequestForm = ({ view, accountId }: { view: WithdrawOverview; accountId: number | null }) => {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const request = useRequestWithdrawal();
  const { busy, run } = useSubmitting();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // One per form: a retried or doubled submit holds the money once (the screen leaves on success).
  const [requestId] = useState(newRequestId);
  const minor = parseMinor(amount);
  const blocked = blockedReason(view) !== null;
  const ready = accountId !== null && minor !== null && minor > 0 && password.length > 0;
  const { min, max } = view.limits;

  const submit = run(async () => {
    if (!ready || accountId === null || minor === null) return;
    await request.mutateAsync({
      accountId,
      amount: (minor / 100).toFixed(2),
      paymentPassword: password,
      requestId,
    });
    void toast.success(t('withdraw.requested'));
    navigate(paths.withdrawReport);
  });

  return (
    <form
      className="withdraw-card withdraw-form"
      noValidate
      data-testid="withdraw-request"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          {t('withdraw.amount')}
        </label>
        <div className="field__control">
          <input
            id={`${id}-amount`}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('withdraw.amountPlaceholder', {
              min: formatMoney(min),
              max: formatMoney(max),
            })}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="withdraw-amount"
          />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setAmount(view.withdrawable)}
          >
            {t('withdraw.all')}
          </button>
        </div>
        <p className="withdraw-note">
          {t('withdraw.limitRange', { min: formatMoney(min), max: formatMoney(max) })}
          {view.limits.countLeft !== null && view.limits.amountLeft !== null && (
            <>
              {' · '}
              {t('withdraw.limitToday', {
                count: view.limits.countLeft,
                amount: formatMoney(view.limits.amountLeft),
              })}
            </>
          )}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t('withdraw.paymentPassword')}
        </label>
        <div className="field__control">
          <input
            id={`${id}-password`}
            className="field__input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            disabled={!view.paymentPasswordSet}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="withdraw-payment-password"
          />
        </div>
      </div>
      <WithdrawBlocked view={view} id={`${id}-blocked`} />
      <SubmitButton
        disabled={!ready || blocked || busy}
        testId="withdraw-submit"
        describedBy={blocked ? `${id}-blocked` : undefined}
      >
        {t('withdraw.submit')}
      </SubmitButton>
    </form>
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
