import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbSessionRegistry } from './bastion/database/dbSessionRegistry';
import type { NativeListenerSet } from './bastion/database/native/nativeListeners';
import type { TerminalGateway } from './bastion/gateway/terminalGateway';
import type { GraphicalGateway } from './bastion/graphical/graphicalGateway';
import type { WebSessionRegistry } from './bastion/web/webSessionRegistry';
import type { Db, DialectName } from './db/database';
import type { AuthSession } from './http/authSession';
import type { RealtimeEvents } from './realtime/realtimeEvents';
import type { VaultRuntime } from './security/vaultRuntime';

/** What handlers and services need from the outside world; tests swap the clock. */
export interface Deps {
  db: Db;
  dialect: DialectName;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where the database (SQLite), transfers and later keys and recordings live. */
  dataDir: string;
  /** The PostgreSQL URL when the database is PostgreSQL (the database backup hands it to pg_dump); never logged. */
  databaseUrl: string | undefined;
  /** Notify sockets: tell it when counts change or tokens are revoked. */
  realtime: RealtimeEvents;
  transferLimits: TransferLimits;
  /** Secrets at rest: the master key ring, sealing and opening, rotation (docs/vault.md). */
  vault: VaultRuntime;
  /** This node's live terminal sessions (docs/terminal.md). */
  terminals: TerminalGateway;
  /** This node's live graphical sessions, RDP in the browser (docs/rdp.md). */
  graphical: GraphicalGateway;
  /** This node's live database sessions (docs/database-sessions.md). */
  databases: DbSessionRegistry;
  /** This node's live web sessions and the asset origins' names (docs/web-assets.md). */
  webSessions: WebSessionRegistry;
  /** This node's listeners for native database clients (psql, mysql), started with the server. */
  nativeListeners: NativeListenerSet;
  /** Task runs on this node (modules/tasks): the scheduler, run now and retries start them here. */
  tasks: TaskRuns;
  /** The public keys a licence may be signed with (modules/licence/licenceKeys.ts). */
  licenceKeys: readonly KeyObject[];
  /** Who holds a token (modules/ucenter decides, app.ts hands it in), for the HTTP and socket guards. */
  sessions: SessionResolver;
  /** The host's network: appliance mode and namespace mode (modules/network, docs/network.md). */
  network: NetworkSettings;
}

/** How this node may reach the host's network (modules/network/networkSettings.ts reads it from the environment). */
export interface NetworkSettings {
  /** Appliance mode (GATEHOUSE_MANAGE_NETWORK=1): changes are applied; otherwise the network is read-only. */
  readonly isManaged: boolean;
  /** Every `ip` command runs as `ip -n <namespace>` (GATEHOUSE_NETWORK_NAMESPACE); null: the host's own network. */
  readonly namespace: string | null;
  /** Whose stored settings are this node's (GATEHOUSE_NODE_ID, default the host name). */
  readonly nodeId: string;
}

/** The live session of a token, or null; `touch: false` leaves its last-seen time alone. */
export type SessionResolver = (token: string, options?: { touch?: boolean }) => Promise<AuthSession | null>;

export interface TransferLimits {
  /** Largest file a transfer may announce (default 1 GiB). */
  maxBytes: number;
  /** The server gives up on a transfer after this long without a frame (spec §9: 60 s). */
  inactivityMs: number;
}

/** The task runs of this node (modules/tasks/taskRunner.ts implements it, app.ts hands it in). */
export interface TaskRuns {
  readonly nodeId: string;
  /** Starts a run already recorded as running; answers when it has ended. */
  start(deps: Deps, runId: number): Promise<void>;
  isRunningHere(runId: number): boolean;
  /** A cancel asked on this node reaches its run at once; other nodes see the flag at their next heartbeat. */
  cancelHere(runId: number, by: string): void;
  /** Tells the open task centres that runs changed, at most once a second. */
  pushSoon(deps: Deps): void;
  /** Stops taking work: running runs stop at their next target and are marked interrupted. */
  close(): Promise<void>;
}
