/** Icons of the account screens (loaded with them, not with the first page). */
import { strokeIcon as svg } from '../../../shared/form/field-icons';

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
