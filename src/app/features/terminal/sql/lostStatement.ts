import type { DbSessionState } from '../../../../shared/api/dbConsole';
import type { StatementRecord } from '../../../../shared/api/dbSessions';
import { ResponseCode } from '../../../../shared/codes';
import { isApiError } from '../../../data/errors';

/** What became of a statement whose reply was lost (a network drop, a reload while it ran). */
export type LostOutcome =
  | { kind: 'found'; record: StatementRecord }
  | { kind: 'notRun' }
  | { kind: 'ended'; message: string }
  | { kind: 'unreachable' };

/**
 * The lost statement among the session's newest ones: the last one after the last statement the tab saw a reply
 * for, with the same text (any text when it is not known: a reload) (the server records the text it ran, trimmed). Ids, not clocks: the browser's and the
 * server's clocks need not agree.
 */
export function findLost(
  records: readonly StatementRecord[],
  sql: string | null,
  lastSeenId: number,
): StatementRecord | null {
  const after = records.filter((record) => record.statementId > lastSeenId);
  const text = sql?.trim();
  return (text ? after.filter((record) => record.sql.trim() === text) : after).at(-1) ?? null;
}

export interface LookupDeps {
  fetchState(): Promise<DbSessionState>;
  wait(ms: number): Promise<void>;
  /** Stop looking (the tab closed). */
  isStopped(): boolean;
}

const RETRY_MS = 2_000;
/** About two minutes of tries while the bastion cannot be reached; a running statement is waited for as long as it runs. */
const MAX_UNREACHABLE_TRIES = 60;

/**
 * Looks the statement up instead of sending it again: asks for the session's state until the bastion answers and
 * the session is no longer running a statement, then finds it among the newest statements (or says it never ran).
 */
export async function lookUpLost(deps: LookupDeps, sql: string | null, lastSeenId: number): Promise<LostOutcome> {
  let unreachable = 0;
  while (!deps.isStopped()) {
    try {
      const state = await deps.fetchState();
      if (!state.busy) {
        const record = findLost(state.statements, sql, lastSeenId);
        return record ? { kind: 'found', record } : { kind: 'notRun' };
      }
    } catch (failure) {
      if (isApiError(failure) && failure.code === ResponseCode.dbSessionNotFound)
        return { kind: 'ended', message: failure.msg };
      if (!isApiError(failure) || (failure.kind !== 'network' && failure.kind !== 'timeout')) throw failure;
      unreachable += 1;
      if (unreachable >= MAX_UNREACHABLE_TRIES) return { kind: 'unreachable' };
    }
    await deps.wait(RETRY_MS);
  }
  return { kind: 'unreachable' };
}
