/** Sites (white-label configuration), callers' locations and the site status endpoints. */
export type { Site } from './site.js';
