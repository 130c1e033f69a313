import { queryOptions } from '@tanstack/react-query';
import { getSetupStatus, type SetupStatus } from '../../shared/api/signInPage';
import { call } from '../data/http';
import { queryClient } from '../data/queryClient';

/**
 * The set-up status, apart from the rest of the feature: the router's guard asks for it on every page,
 * /login included, so this file keeps to the zod/mini contracts (src/app/features/login/README.md).
 * The set-up form's call and schema (full zod) stay in api.ts, loaded with the /init page.
 */
export const setupKeys = {
  all: () => ['setup'] as const,
  status: () => [...setupKeys.all(), 'status'] as const,
};

export function fetchSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return call(getSetupStatus, { signal });
}

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
