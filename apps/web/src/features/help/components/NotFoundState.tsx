import type { ReactNode } from 'react';

/** "Not there": a clear answer with a way on, rather than an endless spinner or a retry. */
export const NotFoundState = ({
  title,
  body,
  testId,
  children,
}: {
  title: string;
  body: string;
  testId: string;
  children?: ReactNode;
}) => (
  <div className="empty-state help-empty" data-testid={testId}>
    <svg className="empty-state__art" viewBox="0 0 64 64" aria-hidden="true">
      <circle
        cx="28"
        cy="28"
        r="18"
        fill="none"
        stroke="var(--adm-color-primary)"
        strokeWidth="6"
      />
      <path d="M41 41l14 14" stroke="var(--app-header-bg)" strokeWidth="7" strokeLinecap="round" />
      <path
        d="M22 22l12 12M34 22L22 34"
        stroke="var(--app-accent)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
    <h2 className="empty-state__title">{title}</h2>
    <p className="empty-state__body">{body}</p>
    {children}
  </div>
);
