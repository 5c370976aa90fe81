import { pathWith } from '../endpoint.js';
import { icon, uploadedIcon } from './endpoints.js';

/** Where the server serves a game's generated icon. */
export const gameIconPath = (id: string | number) => pathWith(icon.path, { nodeId: id });

/** Where the server serves an icon an operator uploaded, by the version of its bytes. */
export const uploadedIconPath = (id: string | number, version: string) =>
  pathWith(uploadedIcon.path, { nodeId: id, version });
