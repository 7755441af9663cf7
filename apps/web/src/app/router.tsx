import {
  UNSAFE_createHashHistory as createHashHistory,
  createPath,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { attachRouter, patchRoutesOnNavigation, routes } from './route-tree';

export interface AppRouter {
  router: DataRouter;
  /** The first navigation: the address matched, the loaders run, the screen's chunk asked for. */
  start: () => void;
}

/**
 * The app's one router: hash-based (spec §2), every screen lazy, the console's routes patched in for operators.
 *
 * `createHashRouter` builds the router and starts its first navigation in one call; its two steps are taken here
 * apart (the same options it passes, without server hydration data, which this app never has) so that main.tsx
 * runs them in two tasks (decision 113): building ranks every route of the app, starting runs the first navigation.
 * The router reads the address when it is built but listens for changes only once started: an address that changed
 * in between (a tap on a link, the back button, a test's `goto`) is taken up when it starts.
 */
export function createAppRouter(): AppRouter {
  const history = createHashHistory();
  const router = createRouter({
    history,
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
  });
  attachRouter(router);
  const builtAt = createPath(router.state.location);
  return {
    router,
    start: () => {
      router.initialize();
      const now = createPath(history.location);
      if (now !== builtAt) void router.navigate(now, { replace: true });
    },
  };
}
