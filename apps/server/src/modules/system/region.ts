import type { CallerLocation } from './geo-locator.js';
import { ipInCidrs } from './ip.js';
import type { Site } from './site.js';

/** A caller is restricted when its address is in a blocked range or its country is blocked. */
export const isRegionRestricted = (site: Site, location: CallerLocation): boolean =>
  ipInCidrs(location.ip, site.blockedCidrs) ||
  (location.country !== null && site.blockedCountries.includes(location.country));
