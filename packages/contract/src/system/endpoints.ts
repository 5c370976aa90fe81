import { endpoint } from '../endpoint.js';
import { API } from '../paths.js';
import { whitelabelMap } from '../whitelabel.js';
import { countryList, customerServiceList, siteStatus, templateSettings } from './schemas.js';

/** System endpoints answer in every site mode: the app needs them to show the mode itself. */
const SYSTEM = { method: 'GET', module: 'COMM3', access: 'public', system: true } as const;

/** The site: its status and settings, read at start-up. */
export const systemEndpoints = {
  /** Site mode, the caller's location, the site's info, resources and switches. */
  status: endpoint({ ...SYSTEM, path: API.system.status, answer: siteStatus }),
  whitelabel: endpoint({ ...SYSTEM, path: API.system.whitelabel, answer: whitelabelMap }),
  template: endpoint({ ...SYSTEM, path: API.system.template, answer: templateSettings }),
  /** The site's dialing codes and default country. */
  country: endpoint({ ...SYSTEM, path: API.system.country, answer: countryList }),
  customerService: endpoint({
    ...SYSTEM,
    path: API.system.customerService,
    answer: customerServiceList,
  }),
};
