import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { ChannelIcon } from '../components/ChannelIcon';
import { NotFoundState } from '../components/NotFoundState';
import { ServiceAnchor } from '../components/ServiceAnchor';
import { type ServiceChannel, serviceChannelsOf } from '../service-links';
import '../help.css';

/** A channel's row: its mark, the site's name for it and what it is (main, other, its kind). */
const ChannelRow = ({ channel, index }: { channel: ServiceChannel; index: number }) => {
  const { t } = useTranslation();
  const kind =
    channel.role === 'main'
      ? t('help.main')
      : channel.role === 'other'
        ? t('help.other')
        : t(`help.channels.${channel.type}`);
  return (
    <li>
      <ServiceAnchor
        target={channel.target}
        className={`service-row service-row--${channel.role}`}
        testId={`service-link-${index}`}
      >
        <ChannelIcon type={channel.type} size={44} />
        <span className="service-row__text">
          <span className="service-row__kind">{kind}</span>
          <span className="service-row__label">
            {/* Live chat reads in the app's language; messenger names are brands. */}
            {channel.type === 'LIVECHAT' ? t('help.channels.LIVECHAT') : channel.label}
          </span>
        </span>
        <span className="service-row__go" aria-hidden="true">
          ›
        </span>
      </ServiceAnchor>
    </li>
  );
};

/** /m/service: the site's customer-service links, index 0 main and 1 other (spec/02 "Widgets"). */
export default function ServiceScreen() {
  const { t } = useTranslation();
  const { info } = useSite();
  const channels = serviceChannelsOf(info.customerService);
  const first = channels.filter((c) => c.role !== 'more');
  const more = channels.filter((c) => c.role === 'more');
  if (channels.length === 0) {
    return (
      <section className="screen">
        <NotFoundState
          title={t('help.serviceEmptyTitle')}
          body={t('help.serviceEmptyBody')}
          testId="service-empty"
        />
      </section>
    );
  }
  return (
    <section className="screen service" data-testid="service-screen">
      <div className="help-hero">
        <h2 className="help-hero__title">{t('help.serviceTitle')}</h2>
        <p className="help-hero__body">{t('help.serviceBody')}</p>
      </div>
      <ul className="service-list">
        {first.map((channel, index) => (
          <ChannelRow key={channel.position} channel={channel} index={index} />
        ))}
      </ul>
      {more.length > 0 && (
        <>
          <h2 className="section-title">{t('help.more')}</h2>
          <ul className="service-list">
            {more.map((channel, index) => (
              <ChannelRow key={channel.position} channel={channel} index={first.length + index} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
