import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { prepareDatabase } from '../prepare-database';
import { DEMO_OPERATOR } from './defaults';

/** `npm run seed`: migrate and seed the configured database, then exit. */
const config = loadConfig();
const database = createDatabase(config.DATABASE_URL);
const { operatorPassword } = await prepareDatabase(database, {
  url: config.DATABASE_URL,
  demo: config.SEED_DEMO,
  operatorPassword: config.SEED_OPERATOR_PASSWORD,
  hashCost: config.PASSWORD_HASH_COST,
  now: Date.now(),
});
await database.close();
console.log(`Seeded ${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}`);
// Printed once: only its hash is stored (decision 063).
if (operatorPassword) console.log(`Operator: ${DEMO_OPERATOR.account} / ${operatorPassword} (change it at first login)`);
