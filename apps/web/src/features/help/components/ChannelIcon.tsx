import type { CustomerServiceLink } from '@lotto/contract';
import './channel-icon.css';

type ChannelType = CustomerServiceLink['type'];

/** Each channel's mark on its brand colour, white on a round badge (24x24 drawings). */
const MARKS: Record<ChannelType, { colour: string; mark: React.ReactNode }> = {
  LIVECHAT: {
    colour: 'var(--adm-color-primary)',
    mark: (
      <>
        <path d="M5 6.5A2.5 2.5 0 0 1 7.5 4h9A2.5 2.5 0 0 1 19 6.5v6a2.5 2.5 0 0 1-2.5 2.5H11l-4 3.5V15h0A2 2 0 0 1 5 13z" />
        <circle cx="9" cy="9.5" r="1" fill="currentColor" stroke="none" />
        <circle cx="12" cy="9.5" r="1" fill="currentColor" stroke="none" />
        <circle cx="15" cy="9.5" r="1" fill="currentColor" stroke="none" />
      </>
    ),
  },
  FACEBOOK: {
    colour: '#1877f2',
    mark: (
      <path
        d="M13.4 20v-6.7h2.3l.4-2.7h-2.7V8.9c0-.8.3-1.3 1.4-1.3h1.4V5.2a18 18 0 0 0-2.1-.1c-2 0-3.5 1.3-3.5 3.6v1.9H8.3v2.7h2.3V20z"
        fill="currentColor"
        stroke="none"
      />
    ),
  },
  TELEGRAM: { colour: '#229ed9', mark: <TelegramMark /> },
  TELEGRAM2: { colour: '#1c8bc0', mark: <TelegramMark /> },
  TELEGRAM3: { colour: '#16729e', mark: <TelegramMark /> },
  VIBER: {
    colour: '#7360f2',
    mark: (
      <>
        <path d="M6.5 4.5h11A2.5 2.5 0 0 1 20 7v7a2.5 2.5 0 0 1-2.5 2.5H11L7.5 20v-3.5h-1A2.5 2.5 0 0 1 4 14V7a2.5 2.5 0 0 1 2.5-2.5z" />
        <path
          d="M9.5 7.8c.4-.3.8-.2 1 .2l.5 1c.1.3 0 .6-.2.8l-.3.3c.4.9 1 1.5 1.9 1.9l.3-.3c.2-.2.5-.3.8-.2l1 .5c.4.2.5.6.2 1-.8.9-2 .9-3.4-.1a6 6 0 0 1-1.9-1.9c-1-1.3-1-2.5.1-3.2z"
          fill="currentColor"
          stroke="none"
        />
      </>
    ),
  },
  WHATSAPP: {
    colour: '#25d366',
    mark: (
      <>
        <path d="M12 4a8 8 0 0 0-6.9 12l-1.1 4 4.1-1.1A8 8 0 1 0 12 4z" />
        <path
          d="M9.3 8.2c.4-.4.8-.3 1 .1l.6 1.3c.1.3 0 .6-.2.8l-.4.4c.5 1 1.3 1.8 2.3 2.3l.4-.4c.2-.2.5-.3.8-.2l1.3.6c.4.2.5.6.1 1-.9.9-2.2 1-3.8 0a7 7 0 0 1-2.2-2.2c-1-1.6-.9-2.9 0-3.8z"
          fill="currentColor"
          stroke="none"
        />
      </>
    ),
  },
};

function TelegramMark() {
  return (
    <path
      d="M4.5 11.6 18.6 6c.7-.3 1.3.2 1.1 1l-2.4 11.2c-.2.8-.8 1-1.4.6l-3.7-2.7-1.8 1.7c-.2.2-.4.3-.7.3l.3-3.8 6.8-6.2c.3-.3-.1-.4-.5-.2l-8.4 5.3-3.6-1.1c-.8-.3-.8-.8.2-1.1z"
      fill="currentColor"
      stroke="none"
    />
  );
}

/** A channel's round badge: decorative, the link beside it carries the name. */
export const ChannelIcon = ({ type, size = 40 }: { type: ChannelType; size?: number }) => {
  const { colour, mark } = MARKS[type];
  return (
    <span
      className="channel-icon"
      style={{ background: colour, width: size, height: size }}
      aria-hidden="true"
    >
      <svg
        width={size * 0.62}
        height={size * 0.62}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {mark}
      </svg>
    </span>
  );
};
