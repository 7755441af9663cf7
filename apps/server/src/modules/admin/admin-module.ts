import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from '../audit/routes';
import { adminGuard } from './admin-guard';
import { bannerAdminRoutes } from './banner-routes';
import { helpAdminRoutes } from './help-routes';
import { storedImageRoutes } from './image-routes';
import { inboxRoutes } from './inbox-routes';
import { keywordAdminRoutes } from './keyword-routes';
import { loginLockRoutes } from './login-lock-routes';
import { menuAdminRoutes } from './menu-admin-routes';
import { moneyAdminRoutes } from './money-routes';
import { settingsAdminRoutes } from './settings-routes';
import { staffOrderRoutes } from './staff-orders-routes';

/**
 * The operator console's calls. The guard is a root hook, so it covers every /api/admin route in the
 * app — also those other modules register — before bodies are parsed; each route names requireOperator too.
 * Every operator call writes its audit record in the transaction of its change.
 */
export const adminModule = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', adminGuard);
  await app.register(storedImageRoutes);
  await app.register(auditRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(bannerAdminRoutes);
  await app.register(menuAdminRoutes);
  await app.register(keywordAdminRoutes);
  await app.register(helpAdminRoutes);
  await app.register(moneyAdminRoutes);
  await app.register(staffOrderRoutes);
  await app.register(inboxRoutes);
  await app.register(loginLockRoutes);
});
