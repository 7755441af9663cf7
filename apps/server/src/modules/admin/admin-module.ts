import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from '../audit/routes';
import { adminGuard } from './admin-guard';
import { auditFallback } from './audit-fallback';
import { bannerAdminRoutes } from './banner-routes';
import { helpAdminRoutes } from './help-routes';
import { storedImageRoutes } from './image-routes';
import { inboxRoutes } from './inbox-routes';
import { keywordAdminRoutes } from './keyword-routes';
import { menuAdminRoutes } from './menu-admin-routes';
import { moneyAdminRoutes } from './money-routes';
import { settingsAdminRoutes } from './settings-routes';
import { staffOrderRoutes } from './staff-orders-routes';

/**
 * The operator console's calls. The guard is a root hook, so it covers every /api/admin route in the
 * app — also those other modules register — before bodies are parsed; each route names requireOperator too.
 * Calls registered here audit themselves in their own transaction; `auditFallback` records the others.
 */
export const adminModule = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', adminGuard);
  app.addHook('onSend', auditFallback);
  await app.register(storedImageRoutes);
  await app.register(async (own) => {
    // Every call below writes its audit record inside the transaction of its change.
    own.addHook('onRoute', (route) => {
      route.config = { ...route.config, audited: true };
    });
    await own.register(auditRoutes);
    await own.register(settingsAdminRoutes);
    await own.register(bannerAdminRoutes);
    await own.register(menuAdminRoutes);
    await own.register(keywordAdminRoutes);
    await own.register(helpAdminRoutes);
    await own.register(moneyAdminRoutes);
    await own.register(staffOrderRoutes);
    await own.register(inboxRoutes);
  });
});
