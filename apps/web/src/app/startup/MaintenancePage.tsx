import type { SiteStatus } from '@lotto/contract';
import { useTranslation } from '../../shared/i18n';
import { SupportLink } from './SupportLink';

/** Shown instead of the app while the site is in maintenance. */
export default function MaintenancePage({
  status,
  onRetry,
}: {
  status: SiteStatus;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="startup-page" data-testid="maintenance-page">
      <img className="startup-page__logo" src={status.site.logoUrl} alt={status.site.name} />
      <h1 className="startup-page__title">{t('startup.maintenanceTitle')}</h1>
      <p className="startup-page__body">
        {status.maintenanceMessage || t('startup.maintenanceBody')}
      </p>
      {onRetry && (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('startup.tryAgain')}
        </button>
      )}
      <SupportLink links={status.info.customerService} />
    </section>
  );
}
