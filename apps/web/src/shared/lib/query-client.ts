import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Slow mobile data: retry once, never on a 4xx.
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      // Offline, a query tries the network at once and the page shows its error state ('Réessayer')
      // instead of a skeleton paused until the browser says it is back online.
      networkMode: 'always',
    },
  },
});
