import type { DepositChannel } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useChannels } from '../api';
import { BankTransferForm } from '../components/BankTransferForm';
import { BonusPicker } from '../components/BonusPicker';
import { GatewayForm } from '../components/GatewayForm';
import '../deposit.css';

const ICONS: Record<DepositChannel['kind'], string> = {
  bank: 'M12 2 2 7v2h20V7L12 2zM4 11v7h3v-7H4zm6.5 0v7h3v-7h-3zM17 11v7h3v-7h-3zM2 20v2h20v-2H2z',
  gateway:
    'M3 5h18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 4v8h18V9H3zm0-2h18V7H3zm2 6h6v2H5v-2z',
  ewallet:
    'M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm4 0h4v2h-4v-2zm-4 4h4v4h-4v-4zm6 0h2v4h-2v-4z',
};

/** The channel's hours, or that it is open all day. */
const Hours = ({ channel }: { channel: DepositChannel }) => {
  const { t } = useTranslation();
  const allDay = channel.opensAt === '00:00' && channel.closesAt === '24:00';
  if (!channel.open) {
    return (
      <p className="deposit-closed" role="status">
        {t('deposit.closed', { from: channel.opensAt, to: channel.closesAt })}
      </p>
    );
  }
  return (
    <p className="deposit-hours">
      {allDay
        ? t('deposit.allDay')
        : t('deposit.hours', { from: channel.opensAt, to: channel.closesAt })}
    </p>
  );
};

/** /m/voucherCenter: the site's channels as tabs, each with its own form (DEPRECM3). */
export default function VoucherCenterScreen() {
  const { t } = useTranslation();
  const site = useSite();
  const channels = useChannels();
  const [chosen, setChosen] = useState<number | null>(null);
  const [bonus, setBonus] = useState<number | undefined>(undefined);
  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.id === chosen) ?? list[0];
  const symbol = site.site.currencySymbol;

  return (
    <section className="screen deposit" data-testid="deposit-screen">
      {channels.isPending && <Spinner label={t('common.loading')} />}
      {channels.isError && !channels.data && <ErrorRetry onRetry={() => void channels.refetch()} />}
      {channels.data && !channel && (
        <div className="empty-state" data-testid="deposit-no-channels">
          <p className="empty-state__title">{t('deposit.noChannels')}</p>
        </div>
      )}
      {channels.data && channel && (
        <>
          <div className="deposit-tabs" role="tablist" aria-label={t('deposit.channels')}>
            {list.map((c) => (
              <button
                key={c.id}
                type="button"
                role="tab"
                aria-selected={c.id === channel.id}
                className={`deposit-tabs__tab${c.id === channel.id ? ' is-on' : ''}`}
                data-testid={`deposit-tab-${c.kind}`}
                onClick={() => setChosen(c.id)}
              >
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                  <path d={ICONS[c.kind]} fill="currentColor" fillRule="evenodd" />
                </svg>
                <span>{c.name}</span>
              </button>
            ))}
          </div>
          <div className="deposit__panel" role="tabpanel" aria-label={channel.name}>
            <Hours channel={channel} />
            <BonusPicker
              offers={channels.data.promotions}
              value={bonus}
              onChange={setBonus}
              symbol={symbol}
            />
            {channel.kind === 'bank' ? (
              <BankTransferForm
                key={channel.id}
                channel={channel}
                quickAmounts={channels.data.quickAmounts}
                symbol={symbol}
                promotionId={bonus}
              />
            ) : (
              <GatewayForm
                key={channel.id}
                channel={channel}
                quickAmounts={channels.data.quickAmounts}
                symbol={symbol}
                promotionId={bonus}
              />
            )}
            <Link
              className="deposit-records-link"
              to={paths.vouReport}
              data-testid="deposit-records-link"
            >
              {t('deposit.records')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
