import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { type ManagedAccountQuery, PASSWORD_STRENGTHS } from '../../../shared/api/vaultAccounts';
import { cofferKeys } from './queries';
import * as api from './vaultApi';

type RecordQuery = Parameters<typeof api.fetchPasswordRecords>[0];

/**
 * Keys of the vault account pages, under the coffer's root: a coffer mutation (useCofferMutation: a weak password
 * fixed, accounts adopted) reads them again with the rest. The lists sit under cofferKeys.lists(), so an opened
 * list shows offline with its date like the safe lists (no secret is in them).
 */
export const vaultKeys = {
  policy: () => [...cofferKeys.all(), 'password-policy'] as const,
  accounts: (query: ManagedAccountQuery) => [...cofferKeys.lists(), 'accounts', query] as const,
  records: (query: RecordQuery) => [...cofferKeys.lists(), 'records', query] as const,
  fixTarget: (accountId: number) => [...cofferKeys.all(), 'fix-target', accountId] as const,
  assetAccounts: (assetId: number) => [...cofferKeys.all(), 'asset-accounts', assetId] as const,
};

export const usePasswordPolicy = () =>
  useQuery({ queryKey: vaultKeys.policy(), queryFn: ({ signal }) => api.fetchPasswordPolicy(signal) });

export const useManagedAccounts = (query: ManagedAccountQuery) =>
  useQuery({
    queryKey: vaultKeys.accounts(query),
    queryFn: ({ signal }) => api.fetchManagedAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

/**
 * How many accounts of the filter have each strength: one row asked per strength (pageSize 1), its total kept.
 * The strength filter itself is replaced, so the three always add up to the filtered accounts that have one.
 */
export function useStrengthCounts(filters: Omit<ManagedAccountQuery, 'pageNum' | 'pageSize' | 'strength'>) {
  const results = useQueries({
    queries: PASSWORD_STRENGTHS.map((strength) => {
      const query: ManagedAccountQuery = { ...filters, strength, pageNum: 1, pageSize: 1 };
      return {
        queryKey: vaultKeys.accounts(query),
        queryFn: ({ signal }: { signal: AbortSignal }) => api.fetchManagedAccounts(query, signal),
        placeholderData: keepPreviousData,
      };
    }),
  });
  const isReady = results.every((result) => result.data !== undefined);
  return {
    counts: isReady
      ? PASSWORD_STRENGTHS.map((strength, index) => ({ strength, count: results[index]?.data?.total ?? 0 }))
      : null,
    isError: results.some((result) => result.isError),
  };
}

export const usePasswordRecords = (query: RecordQuery) =>
  useQuery({
    queryKey: vaultKeys.records(query),
    queryFn: ({ signal }) => api.fetchPasswordRecords(query, signal),
    placeholderData: keepPreviousData,
  });

export const useFixTarget = (accountId: number | null) =>
  useQuery({
    queryKey: vaultKeys.fixTarget(accountId ?? 0),
    queryFn: ({ signal }) => api.fetchFixTarget(accountId ?? 0, signal),
    enabled: accountId !== null,
    retry: false,
  });

export const useAssetAccounts = (assetId: number | null) =>
  useQuery({
    queryKey: vaultKeys.assetAccounts(assetId ?? 0),
    queryFn: ({ signal }) => api.fetchAssetAccounts(assetId ?? 0, signal),
    enabled: assetId !== null,
  });
