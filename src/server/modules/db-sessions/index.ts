/** What app.ts and other modules use from the database sessions module. */
export { dbSessionHandlers } from './routes';
