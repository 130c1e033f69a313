import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SetupBody, SetupStatus } from '../../../shared/api/setup';
import { queryClient } from '../../data/queryClient';
import { createFirstAdmin, fetchSetupStatus } from './api';

export const setupKeys = {
  all: () => ['setup'] as const,
  status: () => [...setupKeys.all(), 'status'] as const,
};

/** Once initialised, always initialised: the answer is kept for the page's life. */
export const setupStatusQuery = () =>
  queryOptions({
    queryKey: setupKeys.status(),
    queryFn: ({ signal }) => fetchSetupStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function markInitialised(): void {
  queryClient.setQueryData<SetupStatus>(setupKeys.status(), { initialized: true });
}

export function useCreateFirstAdmin() {
  return useMutation({ mutationFn: (body: SetupBody) => createFirstAdmin(body) });
}
