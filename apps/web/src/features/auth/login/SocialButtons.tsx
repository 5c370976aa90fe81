import type { SocialProvider } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { useSocialProviders } from '../api/queries';
import { FacebookIcon, GoogleIcon } from '../components/icons';

const SWITCH = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' } as const;
const LOOK = {
  facebook: { icon: FacebookIcon, label: 'Facebook' },
  google: { icon: GoogleIcon, label: 'Google' },
} as const;

/**
 * Facebook and Google buttons, each only when the site set the provider up (the third-party
 * login is initialised) and its switch is on. A tap leaves for the provider; it returns to
 * /m/login?social=<code>.
 */
export const SocialButtons = () => {
  const { t } = useTranslation();
  const { whitelabel } = useSite().info;
  const anyOn = whitelabel.FACEBOOKLOGIN3 === true || whitelabel.GOOGLELOGIN3 === true;
  const { data } = useSocialProviders(anyOn);
  const offered = (data?.providers ?? []).filter(
    (p) => whitelabel[SWITCH[p.provider as SocialProvider]] === true,
  );
  if (offered.length === 0) return null;
  return (
    <div className="social" data-testid="social-buttons">
      <p className="social__title">{t('auth.login.social')}</p>
      <div className="social__row">
        {offered.map(({ provider, startUrl }) => {
          const { icon: Icon, label } = LOOK[provider];
          return (
            <button
              key={provider}
              type="button"
              className="social__button"
              data-testid={`social-${provider}`}
              onClick={() => window.location.assign(startUrl)}
            >
              <Icon />
              <span>{label}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
};
