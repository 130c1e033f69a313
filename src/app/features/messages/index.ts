/** What other parts of the console may use from the station-message feature (spec §2, §3). */
export { LatestUnreadList } from './components/LatestUnreadList';
export { MessageBell } from './components/MessageBell';
export { StationMessageListPage } from './StationMessageListPage';
