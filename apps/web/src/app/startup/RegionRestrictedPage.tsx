import type { SiteStatus } from '@lotto/contract';
import { useTranslation } from '../../shared/i18n';
import { SupportLink } from './SupportLink';

/** Shown instead of the app to a caller from a blocked address or country, with their IP. */
export default function RegionRestrictedPage({ status }: { status: SiteStatus }) {
  const { t } = useTranslation();
  return (
    <section className="startup-page" data-testid="region-page">
      <img className="startup-page__logo" src={status.site.logoUrl} alt={status.site.name} />
      <h1 className="startup-page__title">{t('startup.regionTitle')}</h1>
      <p className="startup-page__body">{t('startup.regionBody', { ip: status.location.ip })}</p>
      <SupportLink links={status.info.customerService} />
    </section>
  );
}
