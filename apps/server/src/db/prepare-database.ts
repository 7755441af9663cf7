import { type BuildCatalogResult, ensureCatalog } from '../marketplace/local/catalog-builder';
import { withAdvisoryLock } from './advisory-lock';
import { type DbHandle, isPostgresUrl } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed';

export interface PrepareOptions {
  /** The database's URL: on PostgreSQL the start-up lock is taken on a connection of its own. */
  url: string;
  demo: boolean;
  /** Items to generate when the catalogue is empty; none when undefined. */
  catalogSize?: number;
  now: number;
}

/**
 * Start-up work on the database: migrations, seeding and the first catalogue. On PostgreSQL it runs under
 * one advisory lock, so several instances starting at the same moment on a fresh database take turns: the
 * first does the work, the others find it done (decision 019). SQLite is one machine and needs no lock.
 */
export async function prepareDatabase(handle: DbHandle, options: PrepareOptions): Promise<BuildCatalogResult | null> {
  const work = async () => {
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { demo: options.demo, now: options.now });
    if (options.catalogSize === undefined) return null;
    return ensureCatalog(handle, { size: options.catalogSize, now: options.now });
  };
  return isPostgresUrl(options.url) ? withAdvisoryLock(options.url, 'startup', work) : work();
}
