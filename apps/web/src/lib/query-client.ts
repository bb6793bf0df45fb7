import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http-error';

/** Client errors (4xx) will not change on a retry; server and network trouble may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache; logout and an expired session clear it. */
export const queryClient = createQueryClient();
