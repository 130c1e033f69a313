/** What app.ts uses from file transfer: the limits' defaults and the transfer sockets. */
export { DEFAULT_TRANSFER_LIMITS } from './service';
export { registerTransferSockets } from './sockets';
