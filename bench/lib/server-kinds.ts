import {
  type AppDatabase,
  type AppSettings,
  captureAppPayload,
  captureStatusPayload,
  startAppServer,
} from './app-server.js';
import { type RunningServer, startBareServer } from './servers.js';

/** The game list page bench/game-list.ts measures: a first page of 26 slots, in Burmese (the demo site's default). */
export const GAME_LIST_BENCH = {
  path: '/wps/relay/games?gameType=RNG&pageNo=1&pageSize=26',
  headers: { language: 'MY' },
} as const;

/** What a benchmark tells the servers it starts; it crosses the process boundary as JSON. */
export interface ServerOptions {
  database?: AppDatabase;
  /** The JSON the bare route answers; else a few bytes. */
  payload?: unknown;
  /** The app's settings that a benchmark compares (else the defaults). */
  app?: AppSettings;
}

/** Every server a benchmark can ask for, by name (the name crosses the process boundary). */
export const SERVER_KINDS = {
  app: (options: ServerOptions) => startAppServer(options.database, options.app),
  bare: (options: ServerOptions) => startBareServer(options.payload),
  /** A bare route answering the same bytes as /wps/system/status. */
  bareStatus: async () => startBareServer(await captureStatusPayload()),
  /** A bare route answering the same bytes as a game list page (GAME_LIST_BENCH). */
  bareGameList: async () =>
    startBareServer(await captureAppPayload(GAME_LIST_BENCH.path, GAME_LIST_BENCH.headers)),
} satisfies Record<string, (options: ServerOptions) => Promise<RunningServer>>;

export type ServerKind = keyof typeof SERVER_KINDS;

export const isServerKind = (name: string): name is ServerKind => Object.hasOwn(SERVER_KINDS, name);
