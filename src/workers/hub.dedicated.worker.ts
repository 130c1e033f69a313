// Dedicated-worker entry for browsers without SharedWorker (Chrome on Android): the leader tab starts
// it and relays the other tabs' calls to it (src/workers/relay.ts), so there is still one hub per browser.
import * as Comlink from 'comlink';
import { registerHubErrorTransfer } from './errorTransfer';
import { Hub } from './hub';
import { platformHubDeps } from './platform';

registerHubErrorTransfer();
Comlink.expose(new Hub(platformHubDeps()));
