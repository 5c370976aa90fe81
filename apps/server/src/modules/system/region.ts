import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ipInCidrs, ipToHex } from './ip.js';
import type { Site } from './site.js';
import { findCountryOfIp } from './site.repository.js';

export interface CallerLocation {
  ip: string;
  country: string | null;
}

export const locateCaller = async (db: Kysely<Database>, ip: string): Promise<CallerLocation> => {
  const hex = ipToHex(ip);
  return { ip, country: hex ? await findCountryOfIp(db, hex) : null };
};

/** A caller is restricted when its address is in a blocked range or its country is blocked. */
export const isRegionRestricted = (site: Site, location: CallerLocation): boolean =>
  ipInCidrs(location.ip, site.blockedCidrs) ||
  (location.country !== null && site.blockedCountries.includes(location.country));
