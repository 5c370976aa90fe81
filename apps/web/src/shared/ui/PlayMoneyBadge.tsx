import { MEMBER_TYPES } from '@lotto/contract';
import { useTranslation } from '../i18n';
import { useSession } from '../session/session-store';

/** A free-trial session plays with play money: said wherever its balance or a game shows. */
export const PlayMoneyBadge = () => {
  const { t } = useTranslation();
  if (useSession()?.type !== MEMBER_TYPES.freeTrial) return null;
  return (
    <span className="play-money-badge" data-testid="play-money">
      {t('frame.playMoney')}
    </span>
  );
};
