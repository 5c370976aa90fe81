import type { SiteInfo } from '@lotto/contract';

/** Re-skins the app from the site record: antd-mobile's and the app's CSS variables. */
export const applyTheme = (site: SiteInfo) => {
  const root = document.documentElement.style;
  const { theme } = site;
  root.setProperty('--adm-color-primary', theme.primary);
  root.setProperty('--app-primary-contrast', theme.primaryContrast);
  root.setProperty('--app-header-bg', theme.headerBackground);
  root.setProperty('--app-header-text', theme.headerText);
  root.setProperty('--app-page-bg', theme.pageBackground);
  root.setProperty('--app-accent', theme.accent);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme.headerBackground);
  document.title = site.name;
};
