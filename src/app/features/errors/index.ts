export { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from '../../pwa/chunkError';
export { ErrorPage } from './ErrorPage';
export { ModuleUnavailablePage } from './ModuleUnavailablePage';
export { RouteErrorPage } from './RouteErrorPage';
