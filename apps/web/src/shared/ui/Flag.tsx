import type { LanguageCode } from '@lotto/contract';

/** Language flags drawn inline: emoji flags do not render on every phone. */
export const Flag = ({ language, size = 20 }: { language: LanguageCode; size?: number }) => {
  const height = Math.round((size * 2) / 3);
  if (language === 'MY') {
    return (
      <svg width={size} height={height} viewBox="0 0 18 12" aria-hidden="true" className="flag">
        <rect width="18" height="4" fill="#FECB00" />
        <rect y="4" width="18" height="4" fill="#34B233" />
        <rect y="8" width="18" height="4" fill="#EA2839" />
        <path
          fill="#fff"
          d="M9 1.6l1.1 3.4h3.6l-2.9 2.1 1.1 3.4L9 8.4l-2.9 2.1 1.1-3.4-2.9-2.1h3.6z"
        />
      </svg>
    );
  }
  return (
    <svg width={size} height={height} viewBox="0 0 60 40" aria-hidden="true" className="flag">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  );
};
