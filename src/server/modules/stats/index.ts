/** What other modules use from the stats module: the writers of the dashboard's summaries (docs/dashboard.md). */
export {
  countCommand,
  countSession,
  countSignInFailure,
  type StatDimKind,
  type StatMetric,
  statBuckets,
} from './recordStat';
