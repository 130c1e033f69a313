import type { BlobLike } from '../shared/protocol/hub';

/**
 * What the hub's modules need from the runtime, injected so unit tests drive them with fake timers and
 * fake sockets, and so this file type-checks under both the WebWorker and the DOM libs.
 */

export type TimerHandle = unknown;

export interface TimerSource {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  now(): number;
}

/** The platform timers, looked up at call time so vitest's fake timers replace them. */
export const platformTimers: TimerSource = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

/** The part of WebSocket the hub uses. */
export interface SocketLike {
  readonly readyState: number;
  binaryType: 'blob' | 'arraybuffer';
  send(data: string | ArrayBuffer | BlobLike): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export const SOCKET_OPEN = 1;

export const platformSocketFactory: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;
