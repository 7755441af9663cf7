import {
  savedSearchBodySchema,
  savedSearchDeletedSchema,
  savedSearchIdBodySchema,
  savedSearchListSchema,
  savedSearchPauseBodySchema,
  savedSearchSchema,
} from '../saved-search';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/saved-searches/saved-search-routes.ts. */
export const userSavedSearchAdd = postRoute('/api/user/savedSearch/add', {
  body: savedSearchBodySchema,
  data: savedSearchSchema,
});

export const userSavedSearchList = getRoute('/api/user/savedSearch/list', { data: savedSearchListSchema });

export const userSavedSearchPause = postRoute('/api/user/savedSearch/pause', {
  body: savedSearchPauseBodySchema,
  data: savedSearchSchema,
});

export const userSavedSearchDelete = postRoute('/api/user/savedSearch/delete', {
  body: savedSearchIdBodySchema,
  data: savedSearchDeletedSchema,
});
