import type { NoticeType } from '@lotto/contract';

/** Each kind drawn apart at a glance: a megaphone (notice), a paper (news), a star (featured),
 * a briefcase (agents'). */
const PATHS: Record<NoticeType, string> = {
  PL: 'M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  H: 'M4 5h13v13a1 1 0 0 0 2 0V8h1v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a1 1 0 0 1 1-1zm2 3v4h5V8H6zm7 0v1.5h2V8h-2zm0 3v1.5h2V11h-2zm-7 3v1.5h9V14H6z',
  PU: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3z',
  A: 'M10 4h4a2 2 0 0 1 2 2v1h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V6a2 2 0 0 1 2-2zm0 2v1h4V6h-4zm-5 5v2h14v-2H5z',
};

export const NoticeTypeIcon = ({ type }: { type: NoticeType }) => (
  <span className={`notice-icon notice-icon--${type}`} aria-hidden="true">
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[type]} fill="currentColor" />
    </svg>
  </span>
);
