/** What app.ts and other modules use from the settings (the stored configuration of this Gatehouse). */

export { loadBaseConfig } from './baseConfig';
export { loadSettings, type Settings, setConfigValue } from './service';
export { registerSiteConfigRoute } from './siteConfigRoute';
export { loadWatermark } from './watermark';
