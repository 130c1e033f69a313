export { clearChunkReloadMark, isChunkLoadError, reloadOnceForChunkError } from './chunkError';
export { ErrorPage } from './ErrorPage';
export { ModuleUnavailablePage } from './ModuleUnavailablePage';
export { NotAvailablePage } from './NotAvailablePage';
export { RouteErrorPage } from './RouteErrorPage';
