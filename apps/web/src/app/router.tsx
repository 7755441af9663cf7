import {
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { attachRouter, patchRoutesOnNavigation, routes } from './route-tree';

/**
 * The app's one router: hash-based (spec §2), every screen lazy, the console's routes patched in for operators.
 *
 * `createHashRouter` builds the router and starts its first navigation in one call; its two steps are taken here
 * apart (the same options it passes, without server hydration data, which this app never has) so that main.tsx
 * runs them in two tasks (decision 113): building ranks every route of the app, the first navigation matches
 * the address, runs the loaders and asks for the screen's chunk.
 */
export function createAppRouter(): DataRouter {
  const router = createRouter({
    history: createHashHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
  });
  attachRouter(router);
  return router;
}
