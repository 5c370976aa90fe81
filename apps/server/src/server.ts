import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoSite } from './db/seed/demo-site.js';

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
const database = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrateToLatest(database.db);
await seedDemoSite(database.db);

const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());

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
const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
console.log(`\n  Platform ready: http://localhost:${config.port}/m/home  (database: ${where})\n`);
