import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { displayCacheMs } from '../lib/ttl-cache';
import { LocalMarketplace } from './local/local-marketplace';
import type { Marketplace } from './marketplace';
import { UpstreamClient } from './yahoo/upstream-client';
import { YahooMarketplace } from './yahoo/yahoo-marketplace';

/** The marketplace MARKETPLACE names: the local simulator in this database, or the real Yahoo! Auctions. */
export function createMarketplace(config: Config, db: Db, clock: Clock, log: FastifyBaseLogger): Marketplace {
  if (config.MARKETPLACE === 'local') {
    return new LocalMarketplace(db, clock, { displayCacheMs: displayCacheMs(config.NODE_ENV, 1_000) });
  }
  const client = new UpstreamClient({ perSecond: config.YAHOO_REQUESTS_PER_SECOND, timeoutMs: config.YAHOO_TIMEOUT_MS, log });
  return new YahooMarketplace({
    db,
    clock,
    client,
    auctionsUrl: config.YAHOO_AUCTIONS_URL,
    pageUrl: config.YAHOO_PAGE_URL,
    searchTtlMs: displayCacheMs(config.NODE_ENV, 2 * 60_000),
  });
}
