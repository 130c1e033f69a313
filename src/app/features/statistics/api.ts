import { listLoginLogs } from '../../../shared/api';
import {
  exportStatisticsReport,
  getStatisticsReport,
  type StatisticsReportQuery,
} from '../../../shared/api/statistics';
import type { ListLoginLogQuery } from '../../../shared/api/system';
import {
  type ListCommandsQuery,
  type ListSessionsQuery,
  listCommands,
  listSessions,
} from '../../../shared/api/terminal';
import { call, callPage, saveBase64File } from '../../data/http';

/** The statistics feature's calls; the only file of it that calls the network. */
export const fetchReport = (query: StatisticsReportQuery, signal?: AbortSignal) =>
  call(getStatisticsReport, { query, signal });

/** The report as an XLSX workbook, saved under the name the server gives it. */
export async function saveReportWorkbook(query: StatisticsReportQuery): Promise<void> {
  saveBase64File(await call(exportStatisticsReport, { query }));
}

export const fetchSessionRecords = (query: ListSessionsQuery, signal?: AbortSignal) =>
  callPage(listSessions, { query, signal });

export const fetchCommandRecords = (query: ListCommandsQuery, signal?: AbortSignal) =>
  callPage(listCommands, { query, signal });

export const fetchSignInRecords = (query: ListLoginLogQuery, signal?: AbortSignal) =>
  callPage(listLoginLogs, { query, signal });
