import { z } from 'zod';

/**
 * Error codes of the browser data layer (tab ↔ hub worker, hub ↔ transfer socket). They travel with
 * the error through Comlink (see src/workers/errorTransfer.ts, registered on both sides) and inside
 * transfer progress events, so the UI can pick its text by code. Keep in step with the i18n keys the
 * console maps them to.
 */
export const HubErrorCode = {
  /** A call to the hub did not settle in time (the worker is dead or stuck). */
  timeout: 'HUB_TIMEOUT',
  /** The hub is unreachable (no worker, no leader tab). */
  unavailable: 'HUB_UNAVAILABLE',
  /** A call was malformed (unknown op id, bad argument). */
  badRequest: 'HUB_BAD_REQUEST',
  /** The transfer was cancelled by `cancel(opId)` or because every tab closed. */
  cancelled: 'TRANSFER_CANCELLED',
  /** The transfer socket failed or closed before the server's `done`. */
  socket: 'TRANSFER_SOCKET',
  /** 60 s without any message from the server (spec §4, §9). */
  inactive: 'TRANSFER_INACTIVE',
  /** The server sent `error:<text>` (spec §8: surfaced as is). */
  server: 'TRANSFER_SERVER',
  /** The server sent something the protocol does not allow (spec §8: JSON parse failure shows the parser message). */
  badMessage: 'TRANSFER_BAD_MESSAGE',
} as const;

export type HubErrorCodeValue = (typeof HubErrorCode)[keyof typeof HubErrorCode];

export const HubErrorWireSchema = z.object({
  code: z.enum(Object.values(HubErrorCode) as [HubErrorCodeValue, ...HubErrorCodeValue[]]),
  message: z.string(),
});
/** The structured-cloneable form of a HubError (what crosses a port or sits in a progress event). */
export type HubErrorWire = z.infer<typeof HubErrorWireSchema>;

/** The data layer's error type: a message plus one of HubErrorCode. */
export class HubError extends Error {
  override readonly name = 'HubError';
  readonly code: HubErrorCodeValue;

  constructor(code: HubErrorCodeValue, message: string) {
    super(message);
    this.code = code;
  }

  toWire(): HubErrorWire {
    return { code: this.code, message: this.message };
  }

  static fromWire(wire: HubErrorWire): HubError {
    return new HubError(wire.code, wire.message);
  }
}

export const isHubError = (value: unknown): value is HubError => value instanceof HubError;
