import { createHashRouter } from 'react-router';
import { attachRouter, patchRoutesOnNavigation, routes } from './route-tree';

/**
 * The app's one router: hash-based (spec §2), every screen lazy, the console's routes patched in for operators.
 * Made by main.tsx in a task of its own after the entry's evaluation (issue 28 §6).
 */
export function createAppRouter() {
  const router = createHashRouter(routes, { patchRoutesOnNavigation });
  attachRouter(router);
  return router;
}
