/** What app.ts uses from the system module. */
export { PRODUCT_VERSION } from './routes';
