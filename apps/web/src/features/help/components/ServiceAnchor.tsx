import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import type { LinkTarget } from '../service-links';

/**
 * A customer-service link as its address asks: an app path navigates inside the app; a web
 * address opens in a new tab without access to this one; a messenger scheme hands over to
 * that app.
 */
export const ServiceAnchor = ({
  target,
  className,
  testId,
  onOpen,
  children,
}: {
  target: LinkTarget;
  className: string;
  testId?: string;
  onOpen?: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  if (target.kind === 'app') {
    return (
      <Link to={target.href} className={className} data-testid={testId} onClick={onOpen}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      data-testid={testId}
      onClick={onOpen}
      {...(target.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      <span className="visually-hidden"> {t('help.opensOutside')}</span>
    </a>
  );
};
