export { isOffline, watchConnectivity } from './connectivity';
export { PwaOverlays } from './PwaOverlays';
export { registerServiceWorker } from './registerSw';
