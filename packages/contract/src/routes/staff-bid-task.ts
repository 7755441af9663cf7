import {
  bidTaskListSchema,
  bidTaskLostBodySchema,
  bidTaskOutbidBodySchema,
  bidTaskOutcomeSchema,
  bidTaskPlacedBodySchema,
  bidTaskQuerySchema,
  bidTaskRefreshBodySchema,
  bidTaskSchema,
  bidTaskWonBodySchema,
} from '../staff-bid-tasks';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/orders/staff-bid-tasks-routes.ts. */
export const bidTasks = getRoute('/api/admin/bid-tasks', { query: bidTaskQuerySchema, data: bidTaskListSchema });

export const bidTasksRefresh = postRoute(
  '/api/admin/bid-tasks/refresh',
  { body: bidTaskRefreshBodySchema, data: bidTaskSchema },
  'json',
);

export const bidTasksPlaced = postRoute(
  '/api/admin/bid-tasks/placed',
  { body: bidTaskPlacedBodySchema, data: bidTaskSchema },
  'json',
);

export const bidTasksOutbid = postRoute(
  '/api/admin/bid-tasks/outbid',
  { body: bidTaskOutbidBodySchema, data: bidTaskSchema },
  'json',
);

export const bidTasksWon = postRoute(
  '/api/admin/bid-tasks/won',
  { body: bidTaskWonBodySchema, data: bidTaskOutcomeSchema },
  'json',
);

export const bidTasksLost = postRoute(
  '/api/admin/bid-tasks/lost',
  { body: bidTaskLostBodySchema, data: bidTaskOutcomeSchema },
  'json',
);
