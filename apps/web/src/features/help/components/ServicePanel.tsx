import type { CustomerServiceLink } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { type ServiceChannel, widgetChannelsOf } from '../service-links';
import { ChannelIcon } from './ChannelIcon';
import { ServiceAnchor } from './ServiceAnchor';

/** The widget's open list: live chat first, then each configured messenger. */
export function ServicePanel({
  links,
  onOpen,
}: {
  links: readonly CustomerServiceLink[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { liveChat, buttons } = widgetChannelsOf(links);
  const item = (channel: ServiceChannel, name: string, testId: string) => (
    <li key={testId}>
      <ServiceAnchor
        target={channel.target}
        className="service-widget__channel"
        testId={testId}
        onOpen={onOpen}
      >
        <span className="service-widget__name">{name}</span>
        <ChannelIcon type={channel.type} size={40} />
      </ServiceAnchor>
    </li>
  );
  return (
    <ul
      className="service-widget__panel"
      id="service-widget-panel"
      data-testid="service-widget-panel"
    >
      {liveChat && item(liveChat, t('help.channels.LIVECHAT'), 'widget-LIVECHAT')}
      {/* Messenger names are brands, the site's own words for them read the same in every language. */}
      {buttons.map((channel) => item(channel, channel.label, `widget-${channel.type}`))}
    </ul>
  );
}
