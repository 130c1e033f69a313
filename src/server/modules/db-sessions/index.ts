/** What app.ts and other modules use from the database sessions module. */

export { scheduleDbSessionLimits } from './dbSessionLimits';
export { judgeStatement, type StatementScope, type StatementVerdict } from './judgeStatement';
export { dbSessionHandlers } from './routes';
export { insertStatement, statementCount } from './statementRows';
export { registerDbStatementSocket } from './statementSocket';
