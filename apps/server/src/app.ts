import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, DbHandle } from './db/database';
import { backgroundJobsPlugin } from './jobs/background-jobs';
import { AdjustableClock, type Clock } from './lib/clock';
import { contractSerializerCompiler } from './lib/contract-serializer';
import { RequestLogController } from './lib/request-log';
import { displayCacheMs } from './lib/ttl-cache';
import { LocalMarketplace } from './marketplace/local/local-marketplace';
import type { Marketplace } from './marketplace/marketplace';
import { adminModule } from './modules/admin/admin-module';
import { orderDeskRoutes } from './modules/admin/order-desk-routes';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { collectRoutes } from './modules/collect/routes';
import { contentRoutes } from './modules/content/routes';
import { messageRoutes } from './modules/messages/routes';
import { orderRoutes } from './modules/orders/routes';
import { sellerRelationRoutes } from './modules/seller-relations/routes';
import { sellerRoutes } from './modules/sellers/routes';
import { sysRoutes } from './modules/sys/routes';
import { testControlRoutes } from './modules/test-controls/routes';
import { userRoutes } from './modules/users/routes';
import { walletRoutes } from './modules/wallet/routes';
import { paymentsPlugin } from './payments/plugin';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/error-handler';
import { publicFilesPlugin } from './plugins/public-files';
import { rateLimitPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { swaggerPlugin } from './plugins/swagger';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DbHandle['dialect'];
    clock: Clock;
    marketplace: Marketplace;
  }
}

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  clock?: Clock;
  /** The marketplace; by default the local one stored in this database. */
  marketplace?: Marketplace;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** Builds the app: cross-cutting plugins in order, then the modules. `main.ts` only listens. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    logController: new RequestLogController(),
    // Trust the nearest TRUST_PROXY hops only: the client address is the entry the outermost of them added.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Every response leaves with exactly the fields its contract schema names; zod re-validates it except in
  // production (docs/decisions/021-request-cost.md).
  app.setSerializerCompiler(contractSerializerCompiler({ check: config.NODE_ENV !== 'production' }));

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', options.clock ?? new AdjustableClock());
  app.decorate(
    'marketplace',
    options.marketplace ??
      new LocalMarketplace(database.db, app.clock, { displayCacheMs: displayCacheMs(config.NODE_ENV, 1_000) }),
  );

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(swaggerPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await app.db.selectFrom('settings').select('key').limit(1).execute();
    return { status: 'ok' };
  });

  await app.register(sysRoutes);
  await app.register(contentRoutes);
  await app.register(catalogRoutes);
  await app.register(sellerRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(sellerRelationRoutes);
  await app.register(collectRoutes);
  await app.register(messageRoutes);
  await app.register(paymentsPlugin);
  await app.register(walletRoutes);
  await app.register(adminModule);
  await app.register(orderRoutes);
  await app.register(orderDeskRoutes);
  await app.register(backgroundJobsPlugin);
  if (config.TEST_CONTROLS) await app.register(testControlRoutes);

  await app.register(publicFilesPlugin);
  await app.register(webAppPlugin, { root: config.WEB_DIST });
  return app;
}
