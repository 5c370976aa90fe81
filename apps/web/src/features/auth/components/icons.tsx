/** Icons of the account screens (loaded with them, not with the first page). */
const svg = (children: React.ReactNode, size = 20) => (
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
  svg(
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>,
  );
export const EyeClosedIcon = () =>
  svg(
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>,
  );
export const ClearIcon = () =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" fill="currentColor" stroke="none" opacity="0.35" />
      <path d="M9 9l6 6M15 9l-6 6" stroke="#fff" />
    </>,
    18,
  );
export const ChevronIcon = () => svg(<path d="M6 9l6 6 6-6" />, 14);
export const FacebookIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="12" fill="#1877f2" />
    <path
      d="M13.4 19v-6h2l.3-2.4h-2.3V9.1c0-.7.2-1.2 1.2-1.2h1.2V5.8a17 17 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8H9V13h2v6z"
      fill="#fff"
    />
  </svg>
);
export const GoogleIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="12" fill="#fff" />
    <path
      d="M19.6 12.2c0-.6-.1-1.1-.2-1.6H12v3h4.3a3.7 3.7 0 0 1-1.6 2.4v2h2.6c1.5-1.4 2.3-3.4 2.3-5.8z"
      fill="#4285f4"
    />
    <path
      d="M12 20c2.2 0 4-.7 5.3-1.9l-2.6-2c-.7.5-1.6.8-2.7.8-2.1 0-3.9-1.4-4.5-3.3H4.8v2A8 8 0 0 0 12 20z"
      fill="#34a853"
    />
    <path d="M7.5 13.6a4.8 4.8 0 0 1 0-3.1v-2H4.8a8 8 0 0 0 0 7.2z" fill="#fbbc05" />
    <path
      d="M12 7.2c1.2 0 2.2.4 3 1.2l2.3-2.3A8 8 0 0 0 4.8 8.4l2.7 2.1C8.1 8.6 9.9 7.2 12 7.2z"
      fill="#ea4335"
    />
  </svg>
);
