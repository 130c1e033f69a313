import type { FastifyBaseLogger } from 'fastify';
import type { TerminalGateway } from './bastion/gateway/terminalGateway';
import type { Db, DialectName } from './db/database';
import type { AuthSession } from './http/authSession';
import type { TaskRunner } from './modules/tasks/taskRunner';
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
  /** Notify sockets: tell it when counts change or tokens are revoked. */
  realtime: RealtimeEvents;
  transferLimits: TransferLimits;
  /** Secrets at rest: the master key ring, sealing and opening, rotation (docs/vault.md). */
  vault: VaultRuntime;
  /** This node's live terminal sessions (docs/terminal.md). */
  terminals: TerminalGateway;
  /** Task runs on this node (modules/tasks): the scheduler, run now and retries start them here. */
  tasks: TaskRunner;
  /** Who holds a token (modules/ucenter decides, app.ts hands it in), for the HTTP and socket guards. */
  sessions: SessionResolver;
}

/** The live session of a token, or null; `touch: false` leaves its last-seen time alone. */
export type SessionResolver = (token: string, options?: { touch?: boolean }) => Promise<AuthSession | null>;

export interface TransferLimits {
  /** Largest file a transfer may announce (default 1 GiB). */
  maxBytes: number;
  /** The server gives up on a transfer after this long without a frame (spec §9: 60 s). */
  inactivityMs: number;
}
