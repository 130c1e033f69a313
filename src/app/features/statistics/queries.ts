import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsReportQuery } from '../../../shared/api/statistics';
import type { ListLoginLogQuery } from '../../../shared/api/system';
import type { ListCommandsQuery, ListSessionsQuery } from '../../../shared/api/terminal';
import { fetchCommandRecords, fetchReport, fetchSessionRecords, fetchSignInRecords } from './api';

export const statisticsKeys = {
  all: () => ['statistics'] as const,
  report: (query: StatisticsReportQuery) => [...statisticsKeys.all(), 'report', query] as const,
  sessions: (query: ListSessionsQuery) => [...statisticsKeys.all(), 'sessions', query] as const,
  commands: (query: ListCommandsQuery) => [...statisticsKeys.all(), 'commands', query] as const,
  signIns: (query: ListLoginLogQuery) => [...statisticsKeys.all(), 'signIns', query] as const,
};

/** The report for what the address asks; null asks nothing (the form holds a problem). */
export function useStatisticsReport(query: StatisticsReportQuery | null) {
  return useQuery({
    queryKey: statisticsKeys.report(query ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetchReport(query ?? { from: '', to: '' }, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSessionRecords(query: ListSessionsQuery, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.sessions(query),
    queryFn: ({ signal }) => fetchSessionRecords(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCommandRecords(query: ListCommandsQuery, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.commands(query),
    queryFn: ({ signal }) => fetchCommandRecords(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSignInRecords(query: ListLoginLogQuery, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.signIns(query),
    queryFn: ({ signal }) => fetchSignInRecords(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
