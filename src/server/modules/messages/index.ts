/** What other modules use from this module. */

export { type StationDelivery, sendApprovalMessages } from './sendStation';
export { countUnreadMessages, listOwnMessages, markOwnMessagesRead } from './service';
export { renderStationTexts, type StationTexts } from './stationTexts';
