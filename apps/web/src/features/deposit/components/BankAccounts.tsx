import type { DepositBankAccount } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { copyToClipboard } from '../money';

/** The operator's receiving accounts, each number with a copy button. */
export const BankAccounts = ({ accounts }: { accounts: readonly DepositBankAccount[] }) => {
  const { t } = useTranslation();
  const copy = async (text: string) => {
    if (await copyToClipboard(text)) void toast.success(t('deposit.copied'));
  };
  return (
    <section className="deposit-banks" aria-label={t('deposit.payTo')}>
      <h2 className="deposit-section__title">{t('deposit.payTo')}</h2>
      <ul className="deposit-banks__list" data-testid="deposit-bank-accounts">
        {accounts.map((a) => (
          <li key={a.accountNumber} className="deposit-bank">
            <div className="deposit-bank__head">
              <span className="deposit-bank__logo" aria-hidden="true">
                {a.bankName.slice(0, 3).toUpperCase()}
              </span>
              <div>
                <p className="deposit-bank__name">{a.bankName}</p>
                <p className="deposit-bank__holder">{a.accountName}</p>
              </div>
            </div>
            <div className="deposit-bank__number">
              <span>{a.accountNumber}</span>
              <button
                type="button"
                className="deposit-copy"
                aria-label={t('deposit.copyNumber', { number: a.accountNumber })}
                onClick={() => void copy(a.accountNumber.replaceAll(' ', ''))}
              >
                {t('deposit.copy')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
