import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../session';
import { fetchLicence, sendLicenceKey } from './api';

export const licenceKey = ['licence'] as const;

export const useLicence = () =>
  useQuery(queryOptions({ queryKey: licenceKey, queryFn: ({ signal }) => fetchLicence(signal) }));

/** A new licence changes the session's licence status (the prompts, the About page, the cookie): both are read again. */
export function useActivateLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendLicenceKey,
    onSuccess: async (view) => {
      client.setQueryData(licenceKey, view);
      await refreshSession();
    },
  });
}
