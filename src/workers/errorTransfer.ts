import * as Comlink from 'comlink';
import { HubError, HubErrorWireSchema } from '../shared/protocol/errors';

/**
 * Comlink keeps only name, message and stack of a thrown error. This replaces its "throw" handler so a
 * HubError crosses a port with its code, and adds a value handler for a HubError returned as data.
 * Register on both sides (worker entries and client.ts) before the first call; registering twice is
 * harmless.
 */

interface ThrownValue {
  value: unknown;
}

const HUB_ERROR_TAG = 'gatehouse.HubError';

export function registerHubErrorTransfer(): void {
  const fallback = Comlink.transferHandlers.get('throw');
  if (!fallback || (fallback as { tag?: string }).tag === HUB_ERROR_TAG) return;

  const throwHandler = {
    tag: HUB_ERROR_TAG,
    canHandle: (value: unknown): value is unknown => fallback.canHandle(value),
    serialize(thrown: unknown): [unknown, Transferable[]] {
      const { value } = thrown as ThrownValue;
      if (value instanceof HubError) return [{ [HUB_ERROR_TAG]: value.toWire() }, []];
      return fallback.serialize(thrown);
    },
    deserialize(serialized: unknown): unknown {
      const wire = readTagged(serialized);
      if (wire) throw wire;
      return fallback.deserialize(serialized);
    },
  };
  Comlink.transferHandlers.set('throw', throwHandler);

  Comlink.transferHandlers.set('hubError', {
    canHandle: (value: unknown): value is HubError => value instanceof HubError,
    serialize: (value: HubError) => [{ [HUB_ERROR_TAG]: value.toWire() }, []],
    deserialize: (serialized: unknown) => readTagged(serialized) ?? new Error('malformed HubError'),
  } as Comlink.TransferHandler<HubError, unknown> as Comlink.TransferHandler<unknown, unknown>);
}

function readTagged(serialized: unknown): HubError | undefined {
  if (typeof serialized !== 'object' || serialized === null || !(HUB_ERROR_TAG in serialized)) return undefined;
  const parsed = HubErrorWireSchema.safeParse((serialized as Record<string, unknown>)[HUB_ERROR_TAG]);
  return parsed.success ? HubError.fromWire(parsed.data) : undefined;
}
