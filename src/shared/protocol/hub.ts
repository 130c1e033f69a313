import type { HubErrorWire } from './errors';
import type { NotifyTopic } from './notify';
import type { TransferDirection } from './transfer';

/**
 * Tab ↔ hub worker contract. The hub (src/workers/hub.ts) runs once per browser profile, in a
 * SharedWorker or, where that is missing, in a dedicated worker of the leader tab. Everything here
 * crosses a port by structured clone: plain data only (Blob and File are allowed; no class instances,
 * functions or AbortSignals — a listener is passed as a Comlink proxy).
 */

/** Notification socket state. `gave-up` after 10 failed reconnects; `closed` before sign-in or after logout. */
export type ConnectionState = 'closed' | 'connecting' | 'open' | 'gave-up';

export interface HubState {
  connection: ConnectionState;
  /** Reconnect tries since the last message (0 while healthy). */
  attempt: number;
  /** Unread station messages (`unread_count`). */
  unread: number;
  /** Approvals waiting for this user (`no_approve_num`). */
  approvals: number;
  /** Badge texts: '' for 0, the number up to 99, '99+' above (spec §2, §9). */
  unreadBadge: string;
  approvalsBadge: string;
  /** The server's final close code (4001 signed out, 4401 bad token, 4403 origin refused) that stopped
   *  the socket for good; 0 while none did. */
  closeCode: number;
  /** Sessions ended so far in this hub (a logout in any tab, or the server's 4001/4401). Tabs remember
   *  the value they first saw; when it grows, every tab clears its session and goes to /login. */
  sessionEnds: number;
  /** Times the server said the user's roles or permissions changed (`access_changed`). Tabs remember the
   *  value they first saw; when it grows, every tab reloads its session (menu and permissions). */
  accessChanges: number;
  /** Times the server said task runs started, progressed or ended (`task_runs`, at most about one a second, only
   *  to holders of system:taskcenter:query). An open task centre reads its runs again when it grows. */
  taskRunChanges: number;
  /** Times the server said the dashboard's figures changed (`dashboard`, at most about one a second, only while a
   *  tab watches the topic and only to holders of system:dashboard:query). An open dashboard reads them again. */
  dashboardChanges: number;
  /** Running transfers, then the last 20 finished ones (a snapshot; `transfer` events carry changes). */
  transfers: TransferProgress[];
}

/**
 * What the protocol needs of a Blob or File. src/shared has no DOM types; a real Blob fits this shape,
 * and what crosses a port as one arrives as a real Blob again.
 */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  slice(start?: number, end?: number, contentType?: string): BlobLike;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type TransferStatus = 'running' | 'done' | 'failed' | 'cancelled';

export interface TransferProgress {
  opId: string;
  direction: TransferDirection;
  status: TransferStatus;
  /** Whole percent 0–100 (spec §4: progress in percent); 100 only when `done`. */
  percent: number;
  /** Bytes acknowledged by the server (upload) or received (download). */
  bytes: number;
  /** File size; for a download known from the server's `meta` (0 before). */
  totalBytes: number;
  name: string;
  /** Set when status is `failed` or `cancelled`. */
  error?: HubErrorWire;
  /** The downloaded file, set on a download's `done`. */
  blob?: BlobLike;
}

export interface UploadRequest {
  opId: string;
  recordId: string;
  file: BlobLike;
  /** File name sent to the server; defaults to File.name, then 'file'. */
  name?: string;
  /** Bytes per frame, at most CHUNK_BYTES (the default); a remote desktop's uploads use GRAPHICAL_UPLOAD_CHUNK_BYTES. */
  chunkBytes?: number;
}

export interface DownloadRequest {
  opId: string;
  recordId: string;
  /** Path inside the record, when the record holds more than one file. */
  path?: string;
}

export type TimerKind = 'timeout' | 'interval';

/** What the hub pushes to a tab's listener. */
export type HubEvent =
  | { type: 'state'; state: HubState }
  | { type: 'tick'; timerId: number }
  | { type: 'transfer'; progress: TransferProgress };

export type HubListener = (event: HubEvent) => void;

/** Web Lock each tab holds for its whole life; the hub waits on it to learn the tab closed. */
export const tabLockName = (tabId: string): string => `gatehouse-tab:${tabId}`;
/** Web Lock whose holder runs the hub where SharedWorker is missing. */
export const LEADER_LOCK = 'gatehouse-hub-leader';
/** BroadcastChannel between the leader tab and follower tabs (fallback only). */
export const HUB_CHANNEL = 'gatehouse-hub';

/**
 * The hub's methods as a tab sees them (every one answers through a port, so every one is async on
 * the tab side and wrapped in a timeout there).
 */
export interface HubApi {
  ping(): 'pong';
  connect(token: string, origin: string): void;
  reconnect(): void;
  logout(): void;
  subscribe(tabId: string, listener: HubListener): HubState;
  unsubscribe(tabId: string): void;
  getState(): HubState;
  setTimer(tabId: string, timerId: number, kind: TimerKind, delayMs: number): void;
  clearTimer(tabId: string, timerId: number): void;
  /** The tab starts or stops watching a topic; the socket is subscribed while any tab watches it. */
  watchTopic(tabId: string, topic: NotifyTopic, watching: boolean): void;
  startUpload(request: UploadRequest): void;
  startDownload(request: DownloadRequest): void;
  cancel(opId: string): boolean;
}

/** Messages on HUB_CHANNEL (fallback): followers call, the leader replies and forwards events. */
export type RelayMessage =
  | { kind: 'call'; callId: string; from: string; method: keyof HubApi; args: unknown[] }
  | { kind: 'reply'; callId: string; to: string; ok: true; value: unknown }
  | { kind: 'reply'; callId: string; to: string; ok: false; error: HubErrorWire }
  | { kind: 'event'; to: string; event: HubEvent }
  | { kind: 'leader'; leaderId: string };
