import { endpoint } from '../endpoint.js';
import { whitelabelMap } from '../whitelabel.js';
import { countryList, customerServiceList, siteStatus, templateSettings } from './schemas.js';

/** System endpoints answer in every site mode: the app needs them to show the mode itself. */
const SYSTEM = { method: 'GET', module: 'COMM3', access: 'public', system: true } as const;

/** Site mode, the caller's location, the site's info, resources and switches. */
export const status = endpoint({ ...SYSTEM, path: '/wps/system/status', answer: siteStatus });
export const whitelabel = endpoint({
  ...SYSTEM,
  path: '/wps/system/whitelabel',
  answer: whitelabelMap,
});
export const template = endpoint({
  ...SYSTEM,
  path: '/wps/system/setting/template',
  answer: templateSettings,
});
/** The site's dialing codes and default country. */
export const country = endpoint({ ...SYSTEM, path: '/wps/system/country', answer: countryList });
export const customerService = endpoint({
  ...SYSTEM,
  path: '/wps/system/customerService',
  answer: customerServiceList,
});
