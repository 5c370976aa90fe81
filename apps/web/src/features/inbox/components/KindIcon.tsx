import type { InboxKind } from '@lotto/contract';

/** Each kind drawn apart at a glance: an envelope, a shield, a gift, a coin. */
const PADLOCK =
  'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3zm0 9a2 2 0 0 0-1 3.7V19h2v-2.3A2 2 0 0 0 12 13z';
const SHIELD =
  'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1 13.6 5.7-5.7-1.4-1.4-4.3 4.3-2.3-2.3-1.4 1.4 3.7 3.7z';

const ICONS: Record<InboxKind, { tone: string; path: string }> = {
  operator: {
    tone: 'mail',
    path: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5 8-5V7H4zm16 2.7-8 5-8-5V17h16V9.7z',
  },
  new_device: {
    tone: 'security',
    path: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1 13.6 5.7-5.7-1.4-1.4-4.3 4.3-2.3-2.3-1.4 1.4 3.7 3.7z',
  },
  password_changed: {
    tone: 'security',
    path: 'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3zm0 9a2 2 0 0 0-1 3.7V19h2v-2.3A2 2 0 0 0 12 13z',
  },
  payment_password_changed: { tone: 'security', path: PADLOCK },
  contact_changed: { tone: 'security', path: SHIELD },
  promotion_issued: {
    tone: 'reward',
    path: 'M20 7h-2.2A3 3 0 0 0 12 4a3 3 0 0 0-5.8 3H4a1 1 0 0 0-1 1v3h8V7h2v4h8V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1H9zm5 0V6a1 1 0 1 1 1 1h-1zM4 13v6a2 2 0 0 0 2 2h5v-8H4zm9 8h5a2 2 0 0 0 2-2v-6h-7v8z',
  },
  withdrawal: {
    tone: 'reward',
    path: 'M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm1 2v2h16V8H4zm0 5v3h16v-3H4zm2 1h5v1H6v-1z',
  },
  promotion_paid: {
    tone: 'reward',
    path: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm1 4h-2v1.1A3 3 0 0 0 11.5 13h1a1 1 0 0 1 0 2H9v2h2v1h2v-1.1a3 3 0 0 0-.5-5.9h-1a1 1 0 0 1 0-2H15V7h-2V6z',
  },
  deposit: {
    tone: 'reward',
    path: 'M4 6h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 4v7h16v-7H4zm0-2h16V8H4v0zm2 5h5v2H6v-2z',
  } /** Two arrows: cash passed from the member's agent. */,
  agent_transfer: {
    tone: 'reward',
    path: 'M7 4 3 8l4 4V9h10V7H7V4zm10 8v3H7v2h10v3l4-4-4-4z',
  },
};

export const KindIcon = ({ kind }: { kind: InboxKind }) => {
  const icon = ICONS[kind];
  return (
    <span className={`inbox-icon inbox-icon--${icon.tone}`} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d={icon.path} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
};
