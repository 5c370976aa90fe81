import type { ThemeConfig } from 'antd';

/** antd's greys, link blue and danger red fall below WCAG AA contrast on white: darker ones. */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    // Hover states darken: antd's lighter derived hovers fail AA under white button text.
    colorPrimaryHover: '#174a96',
    colorPrimaryActive: '#123a78',
    colorLink: '#1f5fbf',
    colorLinkHover: '#174a96',
    colorErrorHover: '#a61f1f',
    colorInfo: '#1f5fbf',
    colorError: '#c62828',
    borderRadius: 6,
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6e6e6e',
  },
};
