import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_MEMBER, DEMO_OPERATOR } from './db/seed/defaults';
import { seedDatabase } from './db/seed/seed';
import { startAuctionSimulation } from './jobs/auction-simulation';
import { ensureCatalog } from './marketplace/local/catalog-builder';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = createDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
const app = await buildApp({ config, database });
await seedDatabase(database.db, { demo: config.SEED_DEMO, now: app.clock.now() });
const catalog = await ensureCatalog(database, { size: config.CATALOG_SIZE, now: app.clock.now() });
if (catalog) console.log(`  Generated a catalogue of ${catalog.items} items in ${catalog.ms} ms`);
if (config.JOBS) startAuctionSimulation(app, { targetSize: config.CATALOG_SIZE });
await app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(`\n  代购 Daigou is running at ${url}`);
console.log(`  API docs: ${url}/api/docs`);
if (config.SEED_DEMO) {
  console.log(`  Demo member:   ${DEMO_MEMBER.account} / ${DEMO_MEMBER.password}`);
  console.log(`  Demo operator: ${DEMO_OPERATOR.account} / ${DEMO_OPERATOR.password}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
