import type { ReactNode } from 'react';

/** An empty or explanatory state: art, title, text and an action. */
export const Notice = ({
  title,
  body,
  children,
  testId,
}: {
  title: string;
  body?: string;
  children?: ReactNode;
  testId?: string;
}) => (
  <div className="empty-state lobby-notice" data-testid={testId}>
    <svg className="empty-state__art" viewBox="0 0 64 64" aria-hidden="true">
      <rect x="8" y="14" width="48" height="36" rx="8" fill="var(--app-border)" />
      <circle cx="24" cy="32" r="6" fill="var(--adm-color-primary)" />
      <rect x="34" y="26" width="14" height="4" rx="2" fill="var(--app-muted)" />
      <rect x="34" y="34" width="10" height="4" rx="2" fill="var(--app-muted)" />
    </svg>
    <h2 className="empty-state__title lobby-notice__title">{title}</h2>
    {body && <p className="empty-state__body">{body}</p>}
    {children}
  </div>
);
