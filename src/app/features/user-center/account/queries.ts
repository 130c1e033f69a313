import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPasswordLengthPolicy } from './api';
import { DEFAULT_LENGTH_POLICY } from './changePasswordRules';

export const accountKeys = {
  all: () => ['account'] as const,
  lengthPolicy: () => [...accountKeys.all(), 'passwd-length-policy'] as const,
};

export const passwordLengthPolicyQuery = () =>
  queryOptions({
    queryKey: accountKeys.lengthPolicy(),
    queryFn: ({ signal }) => getPasswordLengthPolicy(signal),
    staleTime: 5 * 60_000,
  });

/** The server's length bounds; the defaults 6–32 (spec §9) until they arrive or when the call fails. */
export function usePasswordLengthPolicy(isEnabled: boolean) {
  const { data } = useQuery({ ...passwordLengthPolicyQuery(), enabled: isEnabled });
  return data ?? DEFAULT_LENGTH_POLICY;
}
