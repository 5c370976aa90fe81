import type { CustomerServiceLink } from '@lotto/contract';

type ChannelType = CustomerServiceLink['type'];

/**
 * How a link opens: an app path inside the app, a web address in a new tab, a messenger's own
 * scheme (viber:, tg: ...) as it is. Site data decides the address, so anything else (a
 * `javascript:` address among them) is never made a link.
 */
export type LinkTarget = { kind: 'app' | 'web' | 'scheme'; href: string };

const MESSENGER_SCHEMES = /^(viber|tg|whatsapp|fb-messenger|line|mailto|tel):/i;

export const linkTargetOf = (url: string): LinkTarget | null => {
  const href = url.trim();
  if (/^\/(?!\/)/.test(href)) return { kind: 'app', href };
  if (/^https?:\/\/[^\s]+$/i.test(href)) return { kind: 'web', href };
  if (MESSENGER_SCHEMES.test(href) && !/\s/.test(href)) return { kind: 'scheme', href };
  return null;
};

/** spec/02 "Widgets": index 0 of the list is the main channel, index 1 the other. */
export type ChannelRole = 'main' | 'other' | 'more';

export interface ServiceChannel {
  type: ChannelType;
  label: string;
  role: ChannelRole;
  /** Its place in the site's list (a stable key). */
  position: number;
  target: LinkTarget;
}

const roleAt = (index: number): ChannelRole =>
  index === 0 ? 'main' : index === 1 ? 'other' : 'more';

/** The site's channels that can be opened, each with its role by its place in the list. */
export const serviceChannelsOf = (links: readonly CustomerServiceLink[]): ServiceChannel[] =>
  links.flatMap((link, index) => {
    const target = linkTargetOf(link.url);
    return target
      ? [{ type: link.type, label: link.label, role: roleAt(index), position: index, target }]
      : [];
  });

/** The messenger buttons of the side widget, in the spec's order. */
export const WIDGET_CHANNELS = [
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'TELEGRAM3',
  'VIBER',
  'WHATSAPP',
] as const satisfies readonly ChannelType[];

/**
 * What the side widget offers: live chat when the site has customer service (its LIVECHAT
 * link, else its main one), then a button for each messenger it configured (its first link of
 * that type), never the same address twice.
 */
export const widgetChannelsOf = (links: readonly CustomerServiceLink[]) => {
  const channels = serviceChannelsOf(links);
  const liveChat =
    channels.find((c) => c.type === 'LIVECHAT') ?? channels.find((c) => c.role === 'main');
  const buttons = WIDGET_CHANNELS.flatMap((type) => {
    const channel = channels.find((c) => c.type === type);
    return channel && channel.target.href !== liveChat?.target.href ? [channel] : [];
  });
  return { liveChat, buttons };
};
