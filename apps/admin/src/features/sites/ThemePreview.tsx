import type { SiteSettings } from '@lotto/contract';
import DOMPurify from 'dompurify';
import { useTexts } from '../../shared/i18n';
import { PhoneFrame } from '../../shared/ui/PhoneFrame';

/**
 * The player app's home in miniature, in the form's colours and texts as they stand (saved or
 * not): header, balance strip, a primary button, accent amounts and the login prompt, which
 * is sanitized as the app sanitizes it.
 */
export const ThemePreview = ({
  settings,
  language,
}: {
  settings: SiteSettings;
  language: SiteSettings['defaultLanguage'];
}) => {
  const S = useTexts().sites;
  const { theme } = settings;
  const prompt = settings.mobileTemplate.login_prompt_text[language] ?? '';
  return (
    <PhoneFrame
      label={S.preview}
      lang={language.toLowerCase()}
      screenStyle={{ background: theme.pageBackground }}
    >
      <div
        className="phone-header"
        style={{ background: theme.headerBackground, color: theme.headerText }}
      >
        {settings.logoUrl ? <img src={settings.logoUrl} alt="" className="phone-logo" /> : null}
        <strong>{settings.name}</strong>
      </div>
      <div className="phone-balance" style={{ background: theme.headerBackground }}>
        <span style={{ color: theme.headerText }}>{S.previewBalance}</span>
        <strong style={{ color: theme.accent }}>{settings.currencySymbol} 1,000.00</strong>
        <span
          className="phone-button"
          style={{ background: theme.primary, color: theme.primaryContrast }}
        >
          {S.previewDeposit}
        </span>
      </div>
      <div
        className="phone-prompt"
        // Sanitized exactly as the player app does before it renders server HTML.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(prompt) }}
      />
      <div className="phone-section">{S.previewGames}</div>
      <div className="phone-games">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <span key={i} className="phone-game" style={{ borderColor: theme.primary }}>
            <span style={{ background: i % 2 ? theme.accent : theme.primary }} />
          </span>
        ))}
      </div>
    </PhoneFrame>
  );
};
