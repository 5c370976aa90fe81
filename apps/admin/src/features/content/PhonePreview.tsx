import { CloseOutlined } from '@ant-design/icons';
import { useTexts } from '../../shared/i18n';
import { PhoneFrame } from '../../shared/ui/PhoneFrame';
import { cleanHtml } from './clean-html';

export type PreviewKind = 'popup' | 'banner' | 'ticker' | 'notice' | 'message';

interface Props {
  kind: PreviewKind;
  title: string;
  /** HTML, cleaned again here as the member app does before it shows it. */
  html?: string;
  imageUrl?: string | null;
  lang?: string;
}

/**
 * A 375-pixel phone showing one text as the member app would: a popup over the home screen, a
 * banner at the top of the carousel, the ticker's line, or a notice or message opened.
 */
export const PhonePreview = ({ kind, title, html, imageUrl, lang }: Props) => {
  const S = useTexts().content.preview;
  const body = html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just before
    <div className="content-phone-html" dangerouslySetInnerHTML={{ __html: cleanHtml(html) }} />
  ) : null;
  return (
    <PhoneFrame label={S.label} lang={lang}>
      <div className="content-phone-screen">
        {kind === 'banner' ? (
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
        <div className="content-phone-tiles" aria-hidden>
          <span />
          <span />
          <span />
          <span />
        </div>
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
