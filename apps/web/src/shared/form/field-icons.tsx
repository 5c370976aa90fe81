/** Icons of the form kit's fields: clear, show and hide password. */
/** A 24-unit line icon in the current colour. */
export const strokeIcon = (children: React.ReactNode, size = 20) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

export const EyeOpenIcon = () =>
  strokeIcon(
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>,
  );
export const EyeClosedIcon = () =>
  strokeIcon(
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>,
  );
export const ClearIcon = () =>
  strokeIcon(
    <>
      <circle cx="12" cy="12" r="9" fill="currentColor" stroke="none" opacity="0.35" />
      <path d="M9 9l6 6M15 9l-6 6" stroke="#fff" />
    </>,
    18,
  );
