import { createHashRouter } from 'react-router';
import { attachRouter, patchRoutesOnNavigation, routes } from './route-tree';

/** The app's one router: hash-based (spec §2), every screen lazy, the console's routes patched in for operators. */
export const router = createHashRouter(routes, { patchRoutesOnNavigation });
attachRouter(router);
