/** Network and application proxies; other modules use only these. */
export { MAX_CHAIN_LENGTH, type ProxyHop, proxyNameOf, resolveProxyChain } from './chain';
export { checkProxy } from './healthCheck';
export { ProxyChainError } from './proxyErrors';
export { runProxyChecks, scheduleProxyChecks } from './scheduler';
