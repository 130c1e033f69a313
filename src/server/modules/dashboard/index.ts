/** What app.ts and the statistics report use from the dashboard module besides its routes (docs/dashboard.md). */
export { scheduleDashboardWatch } from './dashboardWatch';
export { countsBy, type SummaryWindow, seriesOf } from './summaryQueries';
