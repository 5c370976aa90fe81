import type { WithdrawalStatus } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';

export const StatusChip = ({ status }: { status: WithdrawalStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`withdraw-status withdraw-status--${status}`}>
      {t(`withdraw.statuses.${status}`)}
    </span>
  );
};
