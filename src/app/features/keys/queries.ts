import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemoveKeyBody, ScanGuid } from '../../../shared/api/keys';
import { getToken } from '../../session/cookies';
import { deleteKey, fetchKeys, fetchMobileToken, fetchScanGuid, fetchScanStatus } from './api';

/** Spec §4: key-login wait polls every 2 s; the QR's state is polled as often. */
const SCAN_POLL_MS = 2_000;

export const keyKeys = {
  all: () => ['keys'] as const,
  list: (userId: number | null) => [...keyKeys.all(), 'list', userId] as const,
  scanGuid: () => [...keyKeys.all(), 'scanGuid'] as const,
  scanStatus: (guid: string | undefined) => [...keyKeys.all(), 'scanStatus', guid] as const,
  mobileToken: (guid: string) => [...keyKeys.all(), 'mobileToken', guid] as const,
};

export const boundKeysQuery = (userId: number | null) =>
  queryOptions({ queryKey: keyKeys.list(userId), queryFn: ({ signal }) => fetchKeys(userId, signal) });

export const useBoundKeys = (userId: number | null) => useQuery(boundKeysQuery(userId));

/** A fresh single-use guid for the sign-in QR; a new one only on request. */
export const scanGuidQuery = () =>
  queryOptions({
    queryKey: keyKeys.scanGuid(),
    queryFn: ({ signal }) => fetchScanGuid(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
export const useScanGuid = () => useQuery(scanGuidQuery());

/** The QR's state, polled while it is waiting or scanned. */
export const scanStatusQuery = (scan: ScanGuid | undefined) =>
  queryOptions({
    queryKey: keyKeys.scanStatus(scan?.guid),
    queryFn: ({ signal }) => fetchScanStatus(scan?.guid ?? '', scan?.pollKey ?? '', signal),
    enabled: scan !== undefined,
    gcTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.status;
      return state === undefined || state === 'waiting' || state === 'scanned' ? SCAN_POLL_MS : false;
    },
  });
export const useScanStatus = (scan: ScanGuid | undefined) => useQuery(scanStatusQuery(scan));

/** Opening the confirm page marks the request scanned: asked once, never again by itself. */
export const mobileTokenQuery = (guid: string) =>
  queryOptions({
    queryKey: keyKeys.mobileToken(guid),
    queryFn: () => fetchMobileToken(guid),
    enabled: guid !== '' && getToken() !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
export const useMobileToken = (guid: string) => useQuery(mobileTokenQuery(guid));

export function useRemoveKey(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: RemoveKeyBody) => deleteKey(userId, key),
    onSuccess: () => client.invalidateQueries({ queryKey: keyKeys.all() }),
  });
}

/** After a key was bound elsewhere on the page. */
export function useRefreshKeys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyKeys.all() });
}
