import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { demoModeAsked, loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { JobRunner } from './jobs/index.js';
import { JOBS } from './scheduled-jobs.js';
import { prepareDatabase } from './seed/prepare.js';

const argv = process.argv.slice(2);
const config = loadConfig(process.env, argv);
if (!config.databaseUrl) mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
const database = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
// Any number of processes may start together: the first migrates and seeds, the rest wait.
await prepareDatabase(database);

const app = await buildApp({ config, database });
if (config.production && demoModeAsked(process.env, argv)) {
  app.log.warn('demo mode asked for but refused: NODE_ENV=production never serves the outbox');
}
const jobs = new JobRunner({ db: database.db, now: config.now, jobs: JOBS, log: app.log });
app.addHook('onClose', async () => {
  await jobs.stop();
  await database.close();
});

// Finish in-flight requests, then close the database; a second signal forces the exit.
let closing = false;
const shutdown = (signal: string) => {
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    (err) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
jobs.start(); // catches up what was missed while no process ran, then ticks
const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
const mode = config.demoMode
  ? `, demo mode: outbox at http://localhost:${config.port}/demo/outbox`
  : '';
console.log(
  `\n  Platform ready: http://localhost:${config.port}/m/home  (database: ${where}${mode})\n`,
);
