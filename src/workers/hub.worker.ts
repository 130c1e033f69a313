// SharedWorker entry: wiring only (logic in hub.ts). One hub per browser profile; each tab connects
// with its own port and gets the same hub object through Comlink.
import * as Comlink from 'comlink';
import { registerHubErrorTransfer } from './errorTransfer';
import { Hub } from './hub';
import { platformHubDeps } from './platform';

declare const self: SharedWorkerGlobalScope;

registerHubErrorTransfer();
const hub = new Hub(platformHubDeps());

self.onconnect = (event: MessageEvent) => {
  for (const port of event.ports) Comlink.expose(hub, port);
};
