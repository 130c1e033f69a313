import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginAccounts } from './accountChoice';
import * as api from './api';

export const terminalKeys = {
  all: () => ['terminal'] as const,
  mine: () => [...terminalKeys.all(), 'mine'] as const,
  assets: (keyword: string) => [...terminalKeys.all(), 'assets', keyword] as const,
  accounts: (assetId: number) => [...terminalKeys.all(), 'accounts', assetId] as const,
  /** A database session's catalog (never persisted: not a list kind). */
  dbCatalog: (sessionId: number) => [...terminalKeys.all(), 'dbCatalog', sessionId] as const,
  dbDatabases: (sessionId: number) => [...terminalKeys.dbCatalog(sessionId), 'databases'] as const,
  dbSchema: (sessionId: number, database: string | null) =>
    [...terminalKeys.dbCatalog(sessionId), 'schema', database] as const,
  /** A folder of a remote desktop's transfer drive (never persisted: not a list kind). */
  desktopDrive: (sessionId: number, path: string) => [...terminalKeys.all(), 'desktopDrive', sessionId, path] as const,
};

/** A folder of a remote desktop's transfer drive; the desktop changes it at will, so it is read on every look. */
export const desktopDriveQuery = (sessionId: number, path: string) =>
  queryOptions({
    queryKey: terminalKeys.desktopDrive(sessionId, path),
    queryFn: ({ signal }) => api.fetchDesktopDrive(sessionId, path, signal),
    staleTime: 0,
  });
export const useDesktopDrive = (sessionId: number, path: string, isEnabled: boolean) =>
  useQuery({ ...desktopDriveQuery(sessionId, path), enabled: isEnabled });

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

/** The databases a database session's account can see, for the console's database picker. */
export const databaseListQuery = (sessionId: number) =>
  queryOptions({
    queryKey: terminalKeys.dbDatabases(sessionId),
    queryFn: ({ signal }) => api.fetchDatabaseList(sessionId, signal),
    staleTime: 60_000,
  });
export const useDatabaseList = (sessionId: number) => useQuery(databaseListQuery(sessionId));

/** One database's tables and columns, for the schema browser and completion; refetched after DDL or on demand. */
export const databaseSchemaQuery = (sessionId: number, database: string | null) =>
  queryOptions({
    queryKey: terminalKeys.dbSchema(sessionId, database),
    queryFn: ({ signal }) => api.fetchDatabaseSchema(sessionId, database, signal),
    staleTime: 5 * 60_000,
  });
export const useDatabaseSchema = (sessionId: number, database: string | null) =>
  useQuery(databaseSchemaQuery(sessionId, database));
