import { loadConfig } from '../../config';
import { createDatabase } from '../database';
import { prepareDatabase } from '../prepare-database';

/** `npm run seed`: migrate and seed the configured database, then exit. */
const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
await prepareDatabase(database, { url: config.DATABASE_URL, demo: config.SEED_DEMO, now: Date.now() });
await database.close();
console.log(`Seeded ${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}`);
