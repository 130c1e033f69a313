import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginAccounts } from './accountChoice';
import * as api from './api';

export const terminalKeys = {
  all: () => ['terminal'] as const,
  mine: () => [...terminalKeys.all(), 'mine'] as const,
  assets: (keyword: string) => [...terminalKeys.all(), 'assets', keyword] as const,
  accounts: (assetId: number) => [...terminalKeys.all(), 'accounts', assetId] as const,
};

/** The caller's sessions still online (offered for reattaching after a reload). */
export const myOnlineSessionsQuery = () =>
  queryOptions({
    queryKey: terminalKeys.mine(),
    queryFn: ({ signal }) => api.fetchMyOnlineSessions(signal),
    staleTime: Infinity,
  });
export const useMyOnlineSessions = () => useQuery(myOnlineSessionsQuery());

/** The caller's assets they may log in to, for the new-session picker. */
export const loginAssetsQuery = (keyword: string) =>
  queryOptions({
    queryKey: terminalKeys.assets(keyword),
    queryFn: async ({ signal }) => {
      const page = await api.fetchLoginAssets(keyword, signal);
      return page.rows.filter((asset) => asset.canLogin);
    },
  });
export const useLoginAssets = (keyword: string) => useQuery(loginAssetsQuery(keyword));

/** The accounts of one asset the caller may log in with, and the asset itself. */
export const accountChoiceQuery = (assetId: number | null) =>
  queryOptions({
    queryKey: terminalKeys.accounts(assetId ?? 0),
    enabled: assetId !== null,
    queryFn: async ({ signal }) => {
      const id = assetId as number;
      const asset = await api.fetchMyAsset(id, signal);
      return { asset, accounts: loginAccounts(asset) };
    },
  });
export const useAccountChoice = (assetId: number | null) => useQuery(accountChoiceQuery(assetId));
