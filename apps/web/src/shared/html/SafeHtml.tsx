import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { isExternalHref, sanitizeHtml } from './sanitize';

/**
 * Server HTML, sanitized, with its links handled as the spec says: addresses starting with
 * http open outside the app (target _blank, no opener); app paths navigate inside the app.
 */
export const SafeHtml = ({
  html,
  className,
  testId,
  onNavigate,
}: {
  html: string;
  className?: string;
  testId?: string;
  /** Called before an in-app navigation (a popup closes itself first). */
  onNavigate?: () => void;
}) => {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const click = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href || isExternalHref(href) || !href.startsWith('/')) return; // the browser handles it
    event.preventDefault();
    onNavigate?.();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: links inside stay keyboard-usable; this only routes their clicks
    <div
      className={className}
      data-testid={testId}
      onClick={click}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml (DOMPurify) just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
