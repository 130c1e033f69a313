import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListSessionsQuery, SessionState } from '../../../shared/api/terminal';
import * as api from './api';
import { parseCast } from './player/castParser';

export const sessionAuditKeys = {
  all: () => ['session-audit'] as const,
  list: (query: ListSessionsQuery) => [...sessionAuditKeys.all(), 'list', query] as const,
  detail: (sessionId: number) => [...sessionAuditKeys.all(), 'detail', sessionId] as const,
  commands: (sessionId: number) => [...sessionAuditKeys.all(), 'commands', sessionId] as const,
  cast: (sessionId: number) => [...sessionAuditKeys.all(), 'cast', sessionId] as const,
  transfers: (sessionId: number) => [...sessionAuditKeys.all(), 'transfers', sessionId] as const,
  statements: (sessionId: number) => [...sessionAuditKeys.all(), 'statements', sessionId] as const,
};

export const sessionsQuery = (query: ListSessionsQuery) =>
  queryOptions({
    queryKey: sessionAuditKeys.list(query),
    queryFn: ({ signal }) => api.fetchSessions(query, signal),
    placeholderData: keepPreviousData,
  });
export const useSessions = (query: ListSessionsQuery) => useQuery(sessionsQuery(query));

export const sessionQuery = (sessionId: number) =>
  queryOptions({
    queryKey: sessionAuditKeys.detail(sessionId),
    queryFn: ({ signal }) => api.fetchSession(sessionId, signal),
  });
/** While a session is online its facts and statements are read again this often (the auditor watches it live). */
const LIVE_REFRESH_MS = 2000;

export const useSession = (sessionId: number) =>
  useQuery({
    ...sessionQuery(sessionId),
    refetchInterval: (query) => (query.state.data?.state === SessionState.online ? LIVE_REFRESH_MS : false),
  });

export const sessionCommandsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: sessionAuditKeys.commands(sessionId),
    queryFn: ({ signal }) => api.fetchSessionCommands(sessionId, signal),
  });
export const useSessionCommands = (sessionId: number) => useQuery(sessionCommandsQuery(sessionId));

/** The recording, fetched once per visit (each fetch is an audited download) and parsed. */
export const castQuery = (sessionId: number) =>
  queryOptions({
    queryKey: sessionAuditKeys.cast(sessionId),
    queryFn: async ({ signal }) => {
      const blob = await api.fetchCast(sessionId, signal);
      return { blob, cast: parseCast(await blob.text()) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
export const useCast = (sessionId: number) => useQuery(castQuery(sessionId));

export const sessionTransfersQuery = (sessionId: number) =>
  queryOptions({
    queryKey: sessionAuditKeys.transfers(sessionId),
    queryFn: ({ signal }) => api.fetchSessionTransfers(sessionId, signal),
  });
export const useSessionTransfers = (sessionId: number) => useQuery(sessionTransfersQuery(sessionId));

export const sessionStatementsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: sessionAuditKeys.statements(sessionId),
    queryFn: ({ signal }) => api.fetchSessionStatements(sessionId, signal),
  });
/** A live database session's statements appear as they run (read again with its facts). */
export const useSessionStatements = (sessionId: number) => {
  const live = useSession(sessionId).data?.state === SessionState.online;
  return useQuery({ ...sessionStatementsQuery(sessionId), refetchInterval: live ? LIVE_REFRESH_MS : false });
};
