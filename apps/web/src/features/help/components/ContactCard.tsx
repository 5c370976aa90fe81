import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { ChannelIcon } from './ChannelIcon';

/** "Still need help?": the way from an answer to a person (the customer-service screen). */
export const ContactCard = () => {
  const { t } = useTranslation();
  return (
    <aside className="help-contact" data-testid="help-contact">
      <ChannelIcon type="LIVECHAT" size={44} />
      <div className="help-contact__text">
        <h2 className="help-contact__title">{t('help.contactTitle')}</h2>
        <p className="help-contact__body">{t('help.contactBody')}</p>
      </div>
      <Link className="button button--primary button--block" to={paths.service}>
        {t('help.contactButton')}
      </Link>
    </aside>
  );
};
