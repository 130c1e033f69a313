/** The home page's overview (docs/home.md); nothing here is used by other modules. */
export { homeHandlers } from './routes';
