import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import type { TransferConnection } from './connection';

/** What one direction does once the caller is known; the steps run one at a time (TransferConnection). */
export interface TransferHandler {
  /** Checks the record before any frame is handled. */
  open(): Promise<void>;
  text(text: string): Promise<void>;
  binary(data: Buffer): Promise<void>;
  /** The socket closed, for whatever reason: drop partial data. */
  closed(): Promise<void>;
}

export interface TransferContext {
  connection: TransferConnection;
  deps: Deps;
  session: AuthSession;
  recordId: number;
  /** The caller's address, for the source-IP rules of a session transfer's authorisation. */
  ip: string;
}
