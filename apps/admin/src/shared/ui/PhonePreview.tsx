import { CloseOutlined } from '@ant-design/icons';
import { useTexts } from '../i18n';
import { cleanHtml } from './clean-html';
import { PhoneFrame } from './PhoneFrame';

export type PreviewKind = 'popup' | 'banner' | 'ticker' | 'notice' | 'message' | 'promotion';

interface Props {
  kind: PreviewKind;
  title: string;
  /** HTML, cleaned again here as the member app does before it shows it. */
  html?: string;
  imageUrl?: string | null;
  lang?: string;
  /** A promotion's line under its title (its period) and the button members tap. */
  caption?: string;
  action?: string;
}

/**
 * A 375-pixel phone showing one text as the member app would: a popup over the home screen, a
 * banner at the top of the carousel, the ticker's line, a notice or message opened, or a
 * promotion's page (its picture, title, period, text and button).
 */
export const PhonePreview = ({ kind, title, html, imageUrl, lang, caption, action }: Props) => {
  const S = useTexts().content.preview;
  const body = html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just before
    <div className="content-phone-html" dangerouslySetInnerHTML={{ __html: cleanHtml(html) }} />
  ) : null;
  return (
    <PhoneFrame label={S.label} lang={lang}>
      <div className="content-phone-screen">
        {kind === 'promotion' ? (
          <div className="content-phone-banner content-phone-promotion-art">
            {imageUrl ? <img src={imageUrl} alt={title} /> : <span>{title || S.noImage}</span>}
          </div>
        ) : kind === 'banner' ? (
          <div className="content-phone-banner">
            {imageUrl ? <img src={imageUrl} alt={title} /> : <span>{title || S.noImage}</span>}
          </div>
        ) : (
          <div className="content-phone-banner content-phone-placeholder" aria-hidden />
        )}
        {kind === 'ticker' && (
          <div className="content-phone-ticker">
            <span aria-hidden>📢</span> {title}
          </div>
        )}
        {(kind === 'notice' || kind === 'message') && (
          <article className="content-phone-card">
            <h4>{title}</h4>
            {body}
          </article>
        )}
        {kind === 'promotion' && (
          <article className="content-phone-card content-phone-promotion">
            <h4>{title}</h4>
            {caption && <p className="content-phone-caption">{caption}</p>}
            {body}
            {action && <span className="content-phone-action">{action}</span>}
          </article>
        )}
        {kind !== 'promotion' && (
          <div className="content-phone-tiles" aria-hidden>
            <span />
            <span />
            <span />
            <span />
          </div>
        )}
        {kind === 'popup' && (
          <div className="content-phone-overlay">
            <article className="content-phone-popup">
              <header>
                <h4>{title}</h4>
                <CloseOutlined aria-hidden />
              </header>
              {body}
            </article>
          </div>
        )}
      </div>
    </PhoneFrame>
  );
};
