import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_MEMBER, DEMO_OPERATOR } from './db/seed/defaults';
import { IdNumberKeyError, resolveIdNumberKey } from './modules/addresses/id-number-key';

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

// ID numbers for the duty-paid line: ID_NUMBER_KEY, or the key kept beside the SQLite file (decision 060).
let idNumberKey: ReturnType<typeof resolveIdNumberKey>;
try {
  idNumberKey = resolveIdNumberKey({ databaseUrl: config.DATABASE_URL, configured: config.ID_NUMBER_KEY });
} catch (error) {
  if (error instanceof IdNumberKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
config = { ...config, ID_NUMBER_KEY: idNumberKey.key };

const database = createDatabase(config.DATABASE_URL);
// Migrations, seeding and the first catalogue; safe when several instances start at once (decision 019).
const catalog = await prepareDatabase(database, {
  url: config.DATABASE_URL,
  demo: config.SEED_DEMO,
  // The real marketplace needs no generated catalogue.
  catalogSize: config.MARKETPLACE === 'local' ? config.CATALOG_SIZE : undefined,
  now: Date.now(),
});
const app = await buildApp({ config, database });
if (catalog) console.log(`  Generated a catalogue of ${catalog.items} items in ${catalog.ms} ms`);
if (idNumberKey.created && idNumberKey.file)
  console.log(`  Generated the ID-number key in ${idNumberKey.file}: back it up with the database, or set ID_NUMBER_KEY`);
await app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(`\n  代购 Daigou is running at ${url}`);
console.log(`  API docs: ${url}/api/docs`);
if (config.MARKETPLACE === 'yahoo')
  console.log(`  Marketplace: Yahoo! Auctions (${config.YAHOO_PAGE_URL}, ${config.YAHOO_AUCTIONS_URL})`);
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
