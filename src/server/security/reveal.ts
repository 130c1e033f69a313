import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode } from '../../shared/codes';
import type { Db } from '../db/database';
import { AppError, forbidden } from '../errors/appError';
import { contextOf, type SealedColumn } from './sealedColumns';
import { VaultError } from './vaultError';
import type { VaultRuntime } from './vaultRuntime';

export type RevealOutcome = 'revealed' | 'denied' | 'refused' | 'failed';

export interface RevealRequest {
  actor: { userId: number | null; userName: string };
  /** The caller's permission check: the permission asked for, and whether the actor holds it. */
  access: { permission: string; granted: boolean };
  /** Why the actor needs to see the secret; required, kept in the audit. */
  reason: string;
  from: { ip: string; userAgent: string };
  /** Where the secret lives: its sealed column and record id. */
  column: SealedColumn;
  id: string | number;
  sealed: string;
}

const REASON_MAX = 500;

/**
 * The one way to show a stored secret to a person (an account password, a private key, a passphrase):
 * only with the permission granted and a reason given, and every attempt, allowed or not, audited in
 * vault_reveals (who, when, from where, what, why, outcome). The secret is answered only after its audit
 * record is written; it never goes into the audit, a log line or an error.
 */
export async function revealSecret(
  deps: { db: Db; vault: VaultRuntime; now: () => Date; log: FastifyBaseLogger },
  request: RevealRequest,
): Promise<string> {
  const reason = request.reason.trim();
  if (!request.access.granted) {
    await audit(deps, request, reason, 'denied');
    throw forbidden();
  }
  if (reason === '' || reason.length > REASON_MAX) {
    await audit(deps, request, reason, 'refused');
    throw new AppError(
      ResponseCode.vaultRevealReasonRequired,
      'vaultRevealReasonRequired',
      {},
      { data: { field: 'reason' } },
    );
  }
  let secret: string;
  try {
    secret = deps.vault.openSecret(request.sealed, contextOf(request.column, request.id));
  } catch (error) {
    if (!(error instanceof VaultError)) throw error;
    await audit(deps, request, reason, 'failed');
    deps.log.warn(
      { err: error, table: request.column.table, id: request.id },
      'vault: a secret to reveal does not open',
    );
    throw new AppError(ResponseCode.vaultRevealFailed, 'vaultRevealFailed');
  }
  await audit(deps, request, reason, 'revealed');
  return secret;
}

async function audit(
  deps: { db: Db; now: () => Date },
  request: RevealRequest,
  reason: string,
  outcome: RevealOutcome,
): Promise<void> {
  await deps.db
    .insertInto('vault_reveals')
    .values({
      user_id: request.actor.userId,
      user_name: request.actor.userName.slice(0, 64),
      ip: request.from.ip.slice(0, 64),
      user_agent: request.from.userAgent.slice(0, 512),
      target_table: request.column.table,
      target_column: request.column.column,
      target_id: String(request.id).slice(0, 256),
      permission: request.access.permission.slice(0, 64),
      outcome,
      reason: reason.slice(0, REASON_MAX),
      created_at: deps.now().toISOString(),
    })
    .execute();
}
