import { loadConfig } from '../../config';
import { createDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { seedDatabase } from './seed';

/** `npm run seed`: migrate and seed the configured database, then exit. */
const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
await seedDatabase(database.db, { demo: config.SEED_DEMO, now: Date.now() });
await database.close();
console.log(`Seeded ${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}`);
