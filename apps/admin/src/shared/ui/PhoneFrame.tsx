import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** What the preview shows, read out by screen readers ("Preview on a phone"). */
  label: string;
  /** The language of what is inside (its fonts and line breaking), e.g. "my". */
  lang?: string;
  /** The screen's own background, e.g. the site's page colour. */
  screenStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * The one phone every back-office preview is drawn in (content as a member sees it, a site's
 * colours and logo): a dark bezel, the status bar and a screen of a phone's proportions that
 * clips what does not fit, as the phone would.
 */
export const PhoneFrame = ({ label, lang, screenStyle, children }: Props) => (
  <figure className="phone-frame" lang={lang} aria-label={label}>
    <div className="phone-frame-bar" aria-hidden>
      <span>9:41</span>
    </div>
    <div className="phone-frame-screen" style={screenStyle}>
      {children}
    </div>
  </figure>
);
