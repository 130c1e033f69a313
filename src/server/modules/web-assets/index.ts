/** What app.ts and other modules use from the web assets module (docs/web-assets.md). */
export { registerWebAssets, WEB_COOKIE_NAME } from './register';
export { webAssetHandlers } from './routes';
