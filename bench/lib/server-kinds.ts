import { captureStatusPayload, startAppServer } from './app-server.js';
import { type RunningServer, startBareServer } from './servers.js';

/** Every server a benchmark can ask for, by name (the name crosses the process boundary). */
export const SERVER_KINDS = {
  app: startAppServer,
  bare: () => startBareServer(),
  /** A bare route answering the same bytes as /wps/system/status. */
  bareStatus: async () => startBareServer(await captureStatusPayload()),
} satisfies Record<string, () => Promise<RunningServer>>;

export type ServerKind = keyof typeof SERVER_KINDS;

export const isServerKind = (name: string): name is ServerKind => Object.hasOwn(SERVER_KINDS, name);
