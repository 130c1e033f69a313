import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LdapSettingsEdit } from '../../../shared/api/ldap';
import { fetchDirectoryUsers, fetchLdapSettings, fetchSyncRun, saveLdapSettings } from './api';

const SYNC_POLL_MS = 1_000;

export const ldapKeys = {
  all: () => ['ldap'] as const,
  settings: () => [...ldapKeys.all(), 'settings'] as const,
  directoryUsers: () => [...ldapKeys.all(), 'directory-users'] as const,
  syncRun: (runId: number) => [...ldapKeys.all(), 'sync-run', runId] as const,
};

export const ldapSettingsQuery = () =>
  queryOptions({ queryKey: ldapKeys.settings(), queryFn: ({ signal }) => fetchLdapSettings(signal) });

export const useLdapSettings = () => useQuery(ldapSettingsQuery());

export function useSaveLdapSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LdapSettingsEdit) => saveLdapSettings(body),
    onSuccess: (saved) => client.setQueryData(ldapKeys.settings(), saved),
  });
}

export const directoryUsersQuery = () =>
  queryOptions({
    queryKey: ldapKeys.directoryUsers(),
    queryFn: ({ signal }) => fetchDirectoryUsers(signal),
    staleTime: 0,
  });

/** Read only when the administrator asks for the preview (it searches the whole directory). */
export const useDirectoryUsers = (isRequested: boolean) => useQuery({ ...directoryUsersQuery(), enabled: isRequested });

/** A run's progress, asked again every second until it has finished. */
export const syncRunQuery = (runId: number | null) =>
  queryOptions({
    queryKey: ldapKeys.syncRun(runId ?? 0),
    queryFn: ({ signal }) => fetchSyncRun(runId ?? 0, signal),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.finishedAt ? false : SYNC_POLL_MS),
  });
export const useSyncRun = (runId: number | null) => useQuery(syncRunQuery(runId));
