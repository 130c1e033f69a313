/** What app.ts and other modules use from the settings (the stored configuration of this Gatehouse). */
export { loadSettings, type Settings } from './service';
