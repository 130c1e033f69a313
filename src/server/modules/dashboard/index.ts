/** What app.ts uses from the dashboard module besides its routes (docs/dashboard.md). */
export { scheduleDashboardWatch } from './dashboardWatch';
