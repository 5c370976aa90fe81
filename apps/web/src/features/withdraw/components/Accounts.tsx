import type { WithdrawOverview } from '@lotto/contract';
import { useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useRemoveAccount } from '../api';

/** The member's accounts to pick from, each removable, and the way to add one. */
export const Accounts = (props: {
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
