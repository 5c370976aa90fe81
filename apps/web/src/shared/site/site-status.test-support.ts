import type { SiteStatus } from '@lotto/contract';

/** A site status as the server answers it, with texts that need escaping and sanitizing. */
export const TEST_SITE_STATUS: SiteStatus = {
  maintenance: false,
  maintenanceMessage: null,
  regionRestriction: false,
  siteMode: 0,
  location: { ip: '127.0.0.1', country: null },
  site: {
    code: 'demo',
    name: '</script> Demo',
    logoUrl: '/m/brand/logo.svg',
    theme: {
      primary: '#e63946',
      primaryContrast: '#fff',
      headerBackground: '#1b1b2f',
      headerText: '#ffd166',
      pageBackground: '#f4f5f7',
      accent: '#ffd166',
    },
    languages: ['MY', 'EN'],
    defaultLanguage: 'MY',
    currency: 'MMK',
    currencySymbol: 'K',
    copyright: '© Demo',
    minimumAge: 18,
    timeZone: 'Asia/Yangon',
  },
  mobileTemplate: {
    login_prompt_text: 'Log in <b>now</b>',
    app_background: '',
    app_desc: 'Games',
    app_desc_font_color: '#fff',
    mem_cen: '',
    dep_func: '',
  },
  info: { customerService: [], resources: [], whitelabel: {}, imageCDNs: [] },
};
