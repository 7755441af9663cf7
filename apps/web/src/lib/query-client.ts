import { QueryClient } from '@tanstack/react-query';
import { GET_CACHE_MS } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: GET_CACHE_MS, gcTime: GET_CACHE_MS, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});
