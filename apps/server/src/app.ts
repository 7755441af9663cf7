import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, DbHandle } from './db/database';
import { backgroundJobsPlugin } from './jobs/background-jobs';
import { AdjustableClock, type Clock } from './lib/clock';
import { contractSerializerCompiler } from './lib/contract-serializer';
import { type LogDestination, loggerOptions } from './lib/log-redaction';
import { RequestLogController } from './lib/request-log';
import { displayCacheMs } from './lib/ttl-cache';
import { createMarketplace } from './marketplace/create-marketplace';
import type { Marketplace } from './marketplace/marketplace';
import { addressRoutes } from './modules/addresses/routes';
import { auditRoutes } from './modules/audit/routes';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { authRoutes } from './modules/auth/routes';
import { staffLoginLockRoutes } from './modules/auth/staff-login-locks-routes';
import { staffMemberAccountRoutes } from './modules/auth/staff-member-account-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { dictionaryFor } from './modules/catalog/search/search-service';
import { staffWeightClassRoutes } from './modules/catalog/staff-weight-class-routes';
import { collectRoutes } from './modules/collect/routes';
import { contentRoutes } from './modules/content/routes';
import { staffBannerRoutes } from './modules/content/staff-banners-routes';
import { staffHelpRoutes } from './modules/content/staff-help-routes';
import { staffKeywordRoutes } from './modules/content/staff-keywords-routes';
import { storedImageRoutes } from './modules/images/image-routes';
import { mailPlugin } from './modules/mail/mail-plugin';
import { staffOutboxRoutes } from './modules/mail/staff-outbox-routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { findMemberOrderTitle } from './modules/orders/order-repository';
import { orderRoutes } from './modules/orders/routes';
import { staffBidTaskRoutes } from './modules/orders/staff-bid-tasks-routes';
import { staffInboxRoutes } from './modules/orders/staff-inbox-routes';
import { staffOrderDeskRoutes } from './modules/orders/staff-order-desk-routes';
import { staffOrderRoutes } from './modules/orders/staff-orders-routes';
import { staffWarehouseRoutes } from './modules/orders/staff-warehouse-routes';
import { parcelsOfOrders } from './modules/parcels/order-parcels';
import { unpaidParcelFees } from './modules/parcels/parcel-dues';
import { parcelRoutes } from './modules/parcels/routes';
import { staffParcelRoutes } from './modules/parcels/staff-parcels-routes';
import { savedSearchRoutes } from './modules/saved-searches/saved-search-routes';
import { sellerRoutes } from './modules/sellers/routes';
import { sellerRelationRoutes } from './modules/sellers/seller-relations-routes';
import { sysRoutes } from './modules/sys/routes';
import { databaseAnswers } from './modules/sys/settings-repository';
import { staffMenuRoutes } from './modules/sys/staff-menu-routes';
import { staffSettingsRoutes } from './modules/sys/staff-settings-routes';
import { testControlRoutes } from './modules/test-controls/routes';
import { ChatTranslator } from './modules/translation/chat-translator';
import { ChineseReader } from './modules/translation/chinese-reader';
import { DeepLTranslator } from './modules/translation/deepl-translator';
import { buildGlossary } from './modules/translation/glossary/glossary-translator';
import { loadOpenVocabulary } from './modules/translation/glossary/open-vocabulary';
import { staffTranslationRoutes } from './modules/translation/staff-translation-routes';
import { brandNames, daigouTerms } from './modules/translation/store-terms';
import type { Translator } from './modules/translation/translator';
import { emailRoutes } from './modules/users/email-routes';
import { userRoutes } from './modules/users/routes';
import { sessionUserOf } from './modules/users/session-service';
import { accountOf, idsOfAccountsContainingAnyCase } from './modules/users/user-repository';
import { walletRoutes } from './modules/wallet/routes';
import { staffMoneyRoutes } from './modules/wallet/staff-money-routes';
import { staffPaymentRoutes } from './modules/wallet/staff-payments-routes';
import { paymentsPlugin } from './payments/plugin';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/error-handler';
import { gracefulStopPlugin } from './plugins/graceful-stop';
import { idempotencyPlugin } from './plugins/idempotency';
import { jsonCompressionPlugin } from './plugins/json-compression';
import { operatorGuardPlugin } from './plugins/operator-guard';
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
    /** What members read in Chinese: titles, descriptions, reviews (modules/translation). */
    reader: ChineseReader;
  }
}

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  clock?: Clock;
  /** The marketplace; by default the one MARKETPLACE names (marketplace/create-marketplace.ts). */
  marketplace?: Marketplace;
  /** The translation provider; by default DeepL when DEEPL_AUTH_KEY is set, else none (the glossary answers). */
  translator?: Translator | null;
  /**
   * Where log lines go: stdout by default, a stream (tests that read the log), or nowhere (`false`). The
   * level, redaction and serializers are always the app's own (lib/log-redaction.ts).
   */
  logger?: false | { stream: LogDestination };
}

/** The translation provider the configuration names: DeepL, a chat-completions model, or none (the gloss). */
function translationProvider(config: Config, marketplace: Marketplace, log: FastifyBaseLogger): Translator | null {
  // Daigou's terms: a DeepL glossary created once and reused (decision 049), or the chat prompt's glossary.
  const terms = () => marketplace.listBrands().then(daigouTerms);
  if (config.DEEPL_AUTH_KEY)
    return new DeepLTranslator(config.DEEPL_AUTH_KEY, { serverUrl: config.DEEPL_SERVER_URL, terms, log });
  if (config.TRANSLATION_API_URL && config.TRANSLATION_API_KEY && config.TRANSLATION_MODEL)
    return new ChatTranslator({
      baseUrl: config.TRANSLATION_API_URL,
      apiKey: config.TRANSLATION_API_KEY,
      model: config.TRANSLATION_MODEL,
      timeoutMs: config.TRANSLATION_TIMEOUT_MS,
      terms,
      brands: () => marketplace.listBrands().then(brandNames),
      log,
    });
  return null;
}

/** Builds the app: cross-cutting plugins in order, then the modules. `main.ts` only listens. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logger?.stream),
    logController: new RequestLogController(),
    // Trust the nearest TRUST_PROXY hops only: the client address is the entry the outermost of them added.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // Stopping (decision 064): requests on open connections are still served (with Connection: close) rather
    // than refused with a 503 of unknown outcome, and idle keep-alive connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Every response leaves with exactly the fields its contract schema names; zod re-validates it except in
  // production (docs/decisions/021-request-cost.md).
  app.setSerializerCompiler(contractSerializerCompiler({ check: config.NODE_ENV !== 'production' }));

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', options.clock ?? new AdjustableClock());
  app.decorate('marketplace', options.marketplace ?? createMarketplace(config, database.db, app.clock, app.log));

  const marketplace = app.marketplace;
  app.decorate(
    'reader',
    new ChineseReader({
      db: database.db,
      clock: app.clock,
      provider: options.translator !== undefined ? options.translator : translationProvider(config, marketplace, app.log),
      glossary: () =>
        dictionaryFor(marketplace).then((dictionary) => buildGlossary(dictionary, { openVocabulary: loadOpenVocabulary() })),
      cacheMs: displayCacheMs(config.NODE_ENV, 1_000),
      log: app.log,
    }),
  );

  await app.register(gracefulStopPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  // Before the compression: it keeps member writes' answers as the routes gave them (decision 066).
  await app.register(idempotencyPlugin);
  await app.register(jsonCompressionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(swaggerPlugin);
  await app.register(sessionPlugin, { lookup: sessionUserOf });
  await app.register(csrfPlugin);
  // Every /api/admin route, whichever area registers it, is for operators only (checked before its body is read).
  await app.register(operatorGuardPlugin);
  await app.register(mailPlugin);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    // A stopping instance fails its check at once, so the load balancer takes it out while it still serves.
    if (app.lifecycle.draining) {
      // Expected while stopping (logged once, at the signal): not a failed request per check.
      reply.log.level = 'silent';
      return reply.code(503).send({ status: 'stopping' });
    }
    await databaseAnswers(app.db);
    // The real marketplace as this instance sees it (decision 036): a tripped breaker is reported, not a failure.
    const upstream = app.marketplace.upstreamHealth();
    return upstream ? { status: 'ok', upstream } : { status: 'ok' };
  });

  await app.register(sysRoutes);
  await app.register(contentRoutes);
  await app.register(catalogRoutes);
  await app.register(sellerRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailRoutes);
  await app.register(userRoutes);
  await app.register(sellerRelationRoutes);
  await app.register(savedSearchRoutes);
  await app.register(collectRoutes);
  await app.register(messageRoutes, { memberOrder: findMemberOrderTitle });
  await app.register(notificationRoutes);
  await app.register(paymentsPlugin);
  // Withdrawals leave in the balance what unpaid parcels will take (decision 047).
  await app.register(walletRoutes, { reserved: unpaidParcelFees });
  await app.register(storedImageRoutes);
  // The operator console's calls (/api/admin): each area's staff-* routes. Every operator call writes its
  // audit record in the transaction of its change.
  await app.register(auditRoutes);
  await app.register(staffSettingsRoutes);
  await app.register(staffBannerRoutes);
  await app.register(staffMenuRoutes);
  await app.register(staffKeywordRoutes);
  await app.register(staffHelpRoutes);
  await app.register(staffMoneyRoutes);
  await app.register(staffOrderRoutes);
  await app.register(staffBidTaskRoutes);
  await app.register(staffInboxRoutes);
  await app.register(staffLoginLockRoutes);
  await app.register(staffOutboxRoutes, { accounts: { accountOf, idsOfAccountsContainingAnyCase } });
  await app.register(staffMemberAccountRoutes);
  // An order shows the parcel its item is in (decision 058).
  await app.register(orderRoutes, { parcels: parcelsOfOrders });
  await app.register(staffOrderDeskRoutes);
  await app.register(staffWarehouseRoutes);
  await app.register(addressRoutes);
  await app.register(staffPaymentRoutes);
  await app.register(parcelRoutes);
  await app.register(staffParcelRoutes);
  await app.register(staffWeightClassRoutes);
  await app.register(staffTranslationRoutes);
  await app.register(backgroundJobsPlugin);
  if (config.TEST_CONTROLS) await app.register(testControlRoutes);

  await app.register(publicFilesPlugin);
  await app.register(webAppPlugin, { root: config.WEB_DIST });
  return app;
}
