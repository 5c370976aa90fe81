import { useTranslation } from '../../../shared/i18n';
import type { LotteryView } from './launch-request';
import { useLeave } from './use-leave-game';

/** The lottery launcher's place: titled, says the lottery comes in a later release, way back. */
export const LotteryLater = ({ view, gameName }: { view: LotteryView; gameName?: string }) => {
  const { t } = useTranslation();
  const leave = useLeave(view.backHome);
  const kind =
    view.playType === 'lobby'
      ? t('launch.lotteryLobby')
      : t(view.electronic ? 'launch.eLottery' : 'launch.lottery');
  return (
    <section className="screen launch-later" data-testid="lottery-later">
      <div className="empty-state">
        <svg className="launch-later__art" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="26" fill="var(--app-header-bg)" />
          <circle cx="22" cy="26" r="7" fill="var(--app-accent)" />
          <circle cx="40" cy="24" r="6" fill="var(--adm-color-primary)" />
          <circle cx="34" cy="41" r="8" fill="var(--app-card)" />
          <text x="34" y="45" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1f2430">
            7
          </text>
        </svg>
        <h2 className="empty-state__title" data-testid="lottery-later-title">
          {gameName || kind}
        </h2>
        {gameName && <p className="launch-later__kind">{kind}</p>}
        <p className="empty-state__title-sub">{t('launch.laterTitle')}</p>
        <p className="empty-state__body">{t('launch.laterBody')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={leave}
          data-testid="lottery-later-back"
        >
          {view.backHome ? t('launch.backHome') : t('launch.back')}
        </button>
      </div>
    </section>
  );
};
