import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A rejected session or a bad request will not get better by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
