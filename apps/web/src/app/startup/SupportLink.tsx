import type { CustomerServiceLink } from '@lotto/contract';
import { useTranslation } from '../../shared/i18n';

/** The site's main customer-service link (index 0), for pages shown instead of the app. */
export const SupportLink = ({ links }: { links: readonly CustomerServiceLink[] }) => {
  const { t } = useTranslation();
  const main = links[0];
  if (!main) return null;
  return (
    <a className="button button--outline" href={main.url} target="_blank" rel="noopener noreferrer">
      {t('startup.contactSupport')}
    </a>
  );
};
