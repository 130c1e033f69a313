/** The console's hooks over the hub worker (src/workers/client.ts is the only door to it). */
export { DataLayerBanner } from './DataLayerBanner';
export { HubBridge } from './HubBridge';
export { useTaskRunChanges } from './taskRunChanges';
export { useTopicChanges } from './topicChanges';
export { type HubBadges, useHubBadges, useHubState, useHubStatus, useWorkerInterval } from './useHub';
