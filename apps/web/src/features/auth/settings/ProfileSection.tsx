import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useHeadIcon } from '../../../shared/session/head-icon';
import { useMemberInfo } from '../../../shared/session/member-info';
import type { SessionInfo } from '../../../shared/session/session-store';
import { HeadIcon } from '../../../shared/ui/head-icon/HeadIcon';
import { LockIcon, PencilIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast';
import { usePayeeName, useProfileChanges } from '../api/profile';
import { HeadIconPicker } from './HeadIconPicker';
import { ProfileTextSheet } from './ProfileTextSheet';

type Open = 'icon' | 'nickname' | 'payee' | null;

/**
 * The member's profile at the top of /m/set: head icon, nickname and payee name, each changed
 * in a sheet. The payee name is set once (withdrawals go to bank cards in that name only).
 */
export const ProfileSection = ({ session }: { session: SessionInfo }) => {
  const { t } = useTranslation();
  const info = useMemberInfo().data;
  const icon = useHeadIcon().data?.icon ?? 0;
  const payee = usePayeeName();
  const { setNickname, setPayee } = useProfileChanges();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const account = info?.account ?? session.userName;
  const nickname = info?.nickname ?? '';
  const payeeName = payee.data?.payeeName ?? null;

  return (
    <>
      <section className="profile-card" data-testid="profile-card">
        <button
          type="button"
          className="profile-card__icon"
          data-testid="profile-icon"
          aria-label={t('auth.settings.changeIcon')}
          onClick={() => setOpen('icon')}
        >
          <HeadIcon icon={icon} name={nickname || account} size={68} />
          <span className="profile-card__badge" aria-hidden="true">
            <PencilIcon />
          </span>
        </button>
        <div className="profile-card__names">
          <strong className="profile-card__nickname" data-testid="profile-nickname">
            {nickname || account}
          </strong>
          <span className="profile-card__account">{account}</span>
        </div>
      </section>
      <ul className="settings-list">
        <li>
          <button
            type="button"
            className="settings-list__item"
            data-testid="settings-nickname"
            onClick={() => setOpen('nickname')}
          >
            <span>{t('auth.settings.nickname')}</span>
            <span className="settings-list__value">
              {nickname || t('auth.settings.notSet')} <span aria-hidden="true">›</span>
            </span>
          </button>
        </li>
        <li>
          {payeeName === null ? (
            <button
              type="button"
              className="settings-list__item"
              data-testid="settings-payee"
              disabled={payee.isPending}
              onClick={() => setOpen('payee')}
            >
              <span>{t('auth.settings.payeeName')}</span>
              <span className="settings-list__value settings-list__value--action">
                {t('auth.settings.set')} <span aria-hidden="true">›</span>
              </span>
            </button>
          ) : (
            <div className="settings-list__row" data-testid="settings-payee">
              <span>{t('auth.settings.payeeName')}</span>
              <span className="settings-list__value settings-list__value--locked">
                {payeeName}
                <span className="visually-hidden">{t('auth.settings.payeeLocked')}</span>
                <LockIcon className="settings-list__lock" />
              </span>
            </div>
          )}
        </li>
      </ul>
      {open === 'icon' && (
        <HeadIconPicker current={icon} name={nickname || account} onClose={close} />
      )}
      {open === 'nickname' && (
        <ProfileTextSheet
          title={t('auth.settings.nickname')}
          label={t('auth.settings.nickname')}
          hint={t('auth.settings.nicknameHint')}
          initial={nickname}
          field="nickname"
          invalid="profile.nickname.invalid"
          autoComplete="nickname"
          testId="nickname-sheet"
          onSave={async (value) => {
            await setNickname.mutateAsync(value);
            void toast.success(t('auth.settings.nicknameSaved'));
          }}
          onClose={close}
        />
      )}
      {open === 'payee' && (
        <ProfileTextSheet
          title={t('auth.settings.payeeName')}
          label={t('auth.settings.payeeName')}
          hint={t('auth.settings.payeeHint')}
          initial=""
          field="payeeName"
          invalid="profile.payee.invalid"
          autoComplete="name"
          testId="payee-sheet"
          confirmText={(value) => t('auth.settings.payeeConfirm', { name: value })}
          onSave={async (value) => {
            await setPayee.mutateAsync(value);
            void toast.success(t('auth.settings.payeeSaved'));
          }}
          onClose={close}
        />
      )}
    </>
  );
};
