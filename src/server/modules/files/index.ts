/** What app.ts uses from the files module: its routes. */
export { registerFileRoutes } from './routes';
