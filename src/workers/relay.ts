import { HubError, HubErrorCode, type HubErrorWire } from '../shared/protocol/errors';
import type { HubApi, HubEvent, HubListener, RelayMessage } from '../shared/protocol/hub';

/**
 * Fallback where SharedWorker is missing: the leader tab runs the hub in a dedicated worker and relays
 * the other tabs' calls to it over a BroadcastChannel (messages: RelayMessage in
 * src/shared/protocol/hub.ts). Comlink cannot cross a BroadcastChannel (it transfers MessagePorts for
 * callbacks), so the relay works at the level of hub methods: a follower's `subscribe` carries only its
 * tab id, and the leader subscribes on its behalf with a listener that forwards events on the channel.
 * Used by client.ts only, so no worker or DOM-only globals here.
 */

/** The hub as a tab calls it: every method answers asynchronously. */
export type AsyncHub = {
  [K in keyof HubApi]: (...args: Parameters<HubApi[K]>) => Promise<Awaited<ReturnType<HubApi[K]>>>;
};

/** The part of BroadcastChannel the relay uses. */
export interface ChannelLike {
  postMessage(message: RelayMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Leader side: answers followers' calls against the leader's own connection to the hub.
 * `wrapListener` makes the forwarding listener transferable (Comlink.proxy in the browser).
 */
export function serveRelay(
  channel: ChannelLike,
  hub: AsyncHub,
  leaderId: string,
  wrapListener: (listener: HubListener) => HubListener = (listener) => listener,
): () => void {
  const handleMessage = (event: MessageEvent) => {
    const message = event.data as RelayMessage;
    if (message?.kind !== 'call') return;
    const { callId, from, method } = message;
    let args = message.args;
    if (method === 'subscribe') {
      const tabId = String(args[0]);
      args = [
        tabId,
        wrapListener((hubEvent: HubEvent) => channel.postMessage({ kind: 'event', to: tabId, event: hubEvent })),
      ];
    }
    const invoke = hub[method] as (...callArgs: unknown[]) => Promise<unknown>;
    Promise.resolve()
      .then(() => invoke(...args))
      .then(
        (value) => channel.postMessage({ kind: 'reply', callId, to: from, ok: true, value }),
        (error: unknown) => channel.postMessage({ kind: 'reply', callId, to: from, ok: false, error: toWire(error) }),
      );
  };
  channel.addEventListener('message', handleMessage);
  channel.postMessage({ kind: 'leader', leaderId });
  return () => channel.removeEventListener('message', handleMessage);
}

/**
 * Follower side: an AsyncHub whose calls go to the leader. Calls wait for a leader as long as the
 * caller's timeout allows (client.ts puts one on every call). `onLeader` fires when a (new) leader
 * announces itself, so the tab subscribes again and repeats its sign-in.
 */
export function relayClient(
  channel: ChannelLike,
  tabId: string,
  onLeader: () => void,
): { hub: AsyncHub; close: () => void } {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let listener: HubListener | undefined;
  let nextCall = 0;

  const handleMessage = (event: MessageEvent) => {
    const message = event.data as RelayMessage;
    if (message?.kind === 'leader') onLeader();
    else if (message?.kind === 'event' && message.to === tabId) listener?.(message.event);
    else if (message?.kind === 'reply' && message.to === tabId) {
      const call = pending.get(message.callId);
      if (!call) return;
      pending.delete(message.callId);
      if (message.ok) call.resolve(message.value);
      else call.reject(HubError.fromWire(message.error));
    }
  };
  channel.addEventListener('message', handleMessage);

  const call = (method: keyof HubApi, args: unknown[]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      nextCall += 1;
      const callId = `${tabId}:${nextCall}`;
      pending.set(callId, { resolve, reject });
      channel.postMessage({ kind: 'call', callId, from: tabId, method, args });
    });

  const methods: (keyof HubApi)[] = [
    'ping',
    'connect',
    'reconnect',
    'logout',
    'unsubscribe',
    'getState',
    'setTimer',
    'clearTimer',
    'watchTopic',
    'startUpload',
    'startDownload',
    'cancel',
  ];
  const hub = Object.fromEntries(methods.map((method) => [method, (...args: unknown[]) => call(method, args)]));
  const subscribe = (subscriberTabId: string, subscriber: HubListener) => {
    listener = subscriber;
    return call('subscribe', [subscriberTabId]);
  };
  return {
    hub: { ...hub, subscribe } as unknown as AsyncHub,
    close: () => {
      channel.removeEventListener('message', handleMessage);
      for (const { reject } of pending.values()) reject(new HubError(HubErrorCode.unavailable, 'relay closed'));
      pending.clear();
    },
  };
}

function toWire(error: unknown): HubErrorWire {
  if (error instanceof HubError) return error.toWire();
  return { code: HubErrorCode.unavailable, message: error instanceof Error ? error.message : String(error) };
}
