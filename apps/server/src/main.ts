import { buildApp } from './app';
import { prepareDatabase } from './bootstrap/prepare-database';
import { DEMO_MEMBER, DEMO_OPERATOR } from './bootstrap/seed/defaults';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { IdNumberKeyError, resolveIdNumberKey } from './modules/addresses/id-number-key';
import { warmAnalyser } from './modules/translation/glossary/analyser';
import { stopOnSignals } from './plugins/graceful-stop';

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
const { catalog, operatorPassword } = await prepareDatabase(database, {
  url: config.DATABASE_URL,
  demo: config.SEED_DEMO,
  operatorPassword: config.SEED_OPERATOR_PASSWORD,
  hashCost: config.PASSWORD_HASH_COST,
  // The real marketplace needs no generated catalogue.
  catalogSize: config.MARKETPLACE === 'local' ? config.CATALOG_SIZE : undefined,
  now: Date.now(),
});
const app = await buildApp({ config, database });
if (catalog) console.log(`  Generated a catalogue of ${catalog.items} items in ${catalog.ms} ms`);
if (idNumberKey.created && idNumberKey.file)
  console.log(`  Generated the ID-number key in ${idNumberKey.file}: back it up with the database, or set ID_NUMBER_KEY`);
// One signal stops it gracefully, whichever process got it; repeats are ignored (decision 064).
stopOnSignals(app, { drainMs: config.SHUTDOWN_DRAIN_MS, afterClose: () => database.close() });
// The gloss's morphological analyser (decision 079) is built before the first request, not during it.
warmAnalyser();
await app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(`\n  代购 Daigou is running at ${url}`);
if (config.HOST === '127.0.0.1' || config.HOST === 'localhost')
  console.log('  Listening on this machine only: set HOST=0.0.0.0 to serve the network');
console.log(`  API docs: ${url}/api/docs`);
if (config.MARKETPLACE === 'yahoo')
  console.log(`  Marketplace: Yahoo! Auctions (${config.YAHOO_PAGE_URL}, ${config.YAHOO_AUCTIONS_URL})`);
if (config.SEED_DEMO) {
  console.log(`  Demo member:   ${DEMO_MEMBER.account} / ${DEMO_MEMBER.password}`);
  // The operator's password is printed only by the start that generated it: only its hash is kept (decision 063).
  if (operatorPassword)
    console.log(`  Operator:      ${DEMO_OPERATOR.account} / ${operatorPassword}  (shown once; change it at first login)\n`);
  else if (config.SEED_OPERATOR_PASSWORD) console.log(`  Operator:      ${DEMO_OPERATOR.account} (SEED_OPERATOR_PASSWORD)\n`);
  else console.log(`  Operator:      ${DEMO_OPERATOR.account} (the password printed at the first start)\n`);
}
