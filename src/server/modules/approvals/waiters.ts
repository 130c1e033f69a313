import { type ApprovalKind, ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Deps } from '../../deps';

export interface ApprovalOutcome {
  /** 2 approved, 3 refused, 4 withdrawn. */
  status: number;
  refuseReason: string;
  approveByName: string;
}

async function readOutcome(deps: Deps, kind: ApprovalKind, recordId: number): Promise<ApprovalOutcome | null> {
  const table = kind === 'command' ? 'command_approvals' : 'login_approvals';
  const row = await deps.db
    .selectFrom(table)
    .select(['status', 'refuse_reason', 'decided_by_name'])
    .where('id', '=', recordId)
    .executeTakeFirst();
  // A request deleted from under its waiter reads as refused: the held line must not run.
  if (!row) return { status: ApprovalStatus.refused, refuseReason: '', approveByName: '' };
  if (row.status === ApprovalStatus.pending) return null;
  return { status: row.status, refuseReason: row.refuse_reason, approveByName: row.decided_by_name };
}

/**
 * Resolves when the request leaves "pending" (decided on any node, or withdrawn). The database holds the
 * truth; the bus event (`approval-settled`, carried between nodes by Redis when there are several) only
 * says when to look again, so a lost event is covered by the next look and never by a wrong answer.
 * `signal` aborts the wait (the session ended): the promise then rejects with the signal's reason and the
 * caller should withdraw the request.
 */
export function waitForApproval(
  deps: Deps,
  kind: ApprovalKind,
  recordId: number,
  options: { signal?: AbortSignal } = {},
): Promise<ApprovalOutcome> {
  return new Promise<ApprovalOutcome>((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      options.signal?.removeEventListener('abort', handleAbort);
      action();
    };
    const look = () => {
      readOutcome(deps, kind, recordId).then(
        (outcome) => {
          if (outcome) finish(() => resolve(outcome));
        },
        (error: unknown) => finish(() => reject(error)),
      );
    };
    const handleAbort = () => finish(() => reject(options.signal?.reason ?? new Error('aborted')));
    // Subscribe before the first look, so a decision between the two is not missed.
    const unsubscribe = deps.realtime.onApprovalSettled((settledKind, settledId) => {
      if (settledKind === kind && settledId === recordId) look();
    });
    if (options.signal?.aborted) {
      handleAbort();
      return;
    }
    options.signal?.addEventListener('abort', handleAbort);
    look();
  });
}
