import type { ReactNode } from 'react';

/** The top of a security screen: what is bound or set now, with a line on what it is for. */
export const StatusCard = (props: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string | undefined;
  testId: string;
}) => (
  <div className="security-status" data-testid={props.testId}>
    <span className="security-status__icon" aria-hidden="true">
      {props.icon}
    </span>
    <div className="security-status__text">
      <span className="security-status__label">{props.label}</span>
      <strong className="security-status__value">{props.value}</strong>
      {props.hint && <span className="security-status__hint">{props.hint}</span>}
    </div>
  </div>
);

const Svg = ({ d }: { d: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} fill="currentColor" fillRule="evenodd" />
  </svg>
);

export const KeyGlyph = () => (
  <Svg d="M7 14a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.6-4A6 6 0 1 0 12.6 14H16v3h3v-3h2v-4h-8.4z" />
);
export const PhoneGlyph = () => (
  <Svg d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5H7zm5 14.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
);
export const MailGlyph = () => (
  <Svg d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5 8-5V7H4zm16 2.7-8 5-8-5V17h16V9.7z" />
);
