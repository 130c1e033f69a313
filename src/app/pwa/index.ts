export { isOffline, watchConnectivity } from './connectivity';
export { PwaOverlays } from './PwaOverlays';
export { registerServiceWorkerAfterLoad } from './registerSw';
