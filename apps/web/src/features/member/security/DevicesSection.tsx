import type { DeviceSession } from '@lotto/contract';
import { toastFailure } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { ClockIcon, DesktopIcon, PhoneIcon, PinIcon, SignOutIcon, TabletIcon } from '../icons';
import { useDevices, useSignOutDevice, useSignOutOthers } from './api';
import { agoText, deviceNameOf, placeOf } from './device-label';

const KIND_ICONS = {
  phone: PhoneIcon,
  tablet: TabletIcon,
  desktop: DesktopIcon,
  unknown: PhoneIcon,
};

/** Asks before signing anything out (antd-mobile's dialog, loaded on demand). */
const confirmed = async (content: string, ok: string, cancel: string) => {
  const { Dialog } = await import('../../../shared/ui/antd');
  return Dialog.confirm({ content, confirmText: ok, cancelText: cancel });
};

const DeviceRow = ({ entry }: { entry: DeviceSession }) => {
  const { t, language } = useTranslation();
  const { site } = useSite();
  const signOut = useSignOutDevice();
  const name = deviceNameOf(entry, t, site.name);
  const Icon = KIND_ICONS[entry.device.kind];
  const tap = async () => {
    const sure = await confirmed(
      t('member.security.signOutConfirm', { device: name }),
      t('member.security.signOut'),
      t('common.cancel'),
    );
    if (!sure) return;
    signOut.mutate(entry.id, {
      onSuccess: () => void toast.success(t('member.security.signedOut')),
      onError: toastFailure,
    });
  };
  const now = Date.now();
  return (
    <li
      className={`device${entry.current ? ' device--current' : ''}`}
      data-testid="device"
      data-current={entry.current}
    >
      <span className="mine-icon mine-icon--blue" aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className="device__main">
        <h3 className="device__name">
          <span data-testid="device-name">{name}</span>
          {entry.current && <span className="device__tag">{t('member.security.thisDevice')}</span>}
        </h3>
        <p className="device__meta" data-testid="device-place">
          <PinIcon size={14} />
          {placeOf(entry, t, language)}
        </p>
        <p className="device__meta">
          <ClockIcon size={14} />
          {entry.current
            ? t('member.security.activeNow')
            : t('member.security.lastSeen', { when: agoText(entry.lastSeenAt, now, t) })}
          {entry.sessions > 1 && ` · ${t('member.security.sessions', { count: entry.sessions })}`}
        </p>
      </div>
      {!entry.current && (
        <button
          type="button"
          className="button button--danger button--small device__action"
          disabled={signOut.isPending}
          data-testid="device-sign-out"
          onClick={() => void tap()}
        >
          {t('member.security.signOut')}
        </button>
      )}
    </li>
  );
};

/** The member's sessions and devices, with sign-out of one or all others (at once). */
export const DevicesSection = () => {
  const { t } = useTranslation();
  const devices = useDevices();
  const others = useSignOutOthers();
  const list = devices.data?.sessions ?? [];
  // Other devices, or other sessions of this one (an older tab that signed in again).
  const hasOthers = list.some((entry) => !entry.current || entry.sessions > 1);
  const signOutOthers = async () => {
    const sure = await confirmed(
      t('member.security.signOutOthersConfirm'),
      t('member.security.signOut'),
      t('common.cancel'),
    );
    if (!sure) return;
    others.mutate(undefined, {
      onSuccess: () => void toast.success(t('member.security.signedOutOthers')),
      onError: toastFailure,
    });
  };
  return (
    <section className="security__devices" aria-labelledby="security-devices" data-testid="devices">
      <h2 className="security__title" id="security-devices">
        {t('member.security.devices')}
      </h2>
      <p className="security__hint">{t('member.security.devicesHint')}</p>
      {devices.isPending && <Spinner label={t('common.loading')} />}
      {devices.isError && <ErrorRetry onRetry={() => void devices.refetch()} />}
      {devices.isSuccess && (
        <ul className="devices">
          {list.map((entry) => (
            <DeviceRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {devices.isSuccess && !hasOthers && (
        <p className="devices__empty">{t('member.security.onlyThis')}</p>
      )}
      {hasOthers && (
        <button
          type="button"
          className="button button--danger button--block"
          disabled={others.isPending}
          data-testid="devices-sign-out-others"
          onClick={() => void signOutOthers()}
        >
          <SignOutIcon size={18} />
          {t('member.security.signOutOthers')}
        </button>
      )}
    </section>
  );
};
