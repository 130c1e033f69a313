/** What app.ts uses from the network module (docs/network.md); its handlers are listed in modules/index.ts. */
export { networkSettings } from './networkSettings';
export { reapplyNetworkAtStart } from './reload';
