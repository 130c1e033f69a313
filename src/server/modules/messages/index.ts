/** What other modules use from this module. */
export { countUnreadMessages, listOwnMessages, markOwnMessagesRead } from './service';
export { renderStationTexts, type StationTexts } from './stationTexts';
