import { pathWith } from '../endpoint.js';
import { icon } from './endpoints.js';

/** Where the server serves a game's generated icon. */
export const gameIconPath = (id: string | number) => pathWith(icon.path, { nodeId: id });
