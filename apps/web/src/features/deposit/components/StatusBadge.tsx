import type { DepositStatus } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';

export const StatusBadge = ({ status }: { status: DepositStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`deposit-status deposit-status--${status}`} data-testid="deposit-status">
      {t(`deposit.status.${status}`)}
    </span>
  );
};
