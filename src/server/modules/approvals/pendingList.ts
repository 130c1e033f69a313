import type { PendingApproval } from '../../../shared/api/approvals';
import { type ApprovalKind, ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Db } from '../../db/database';
import { waitingProcessKeys } from '../flow';

const LIMIT = 50;

/** Ids of a kind's requests whose flow waits for this user's decision. */
async function flowRecordIds(db: Db, userId: number, kind: ApprovalKind): Promise<number[]> {
  const keys = await waitingProcessKeys(db, userId, kind, LIMIT);
  return keys.map((key) => Number(key.slice(key.indexOf(':') + 1)));
}

/** The requests no_approve_num counts for this user, newest first: named by their policy or by their flow. */
export async function listPendingFor(db: Db, userId: number): Promise<PendingApproval[]> {
  const [commandIds, loginIds] = await Promise.all([
    flowRecordIds(db, userId, 'command'),
    flowRecordIds(db, userId, 'login'),
  ]);
  const [commands, logins] = await Promise.all([
    db
      .selectFrom('command_approvals')
      .select(['id', 'asset_name', 'account_name', 'user_name', 'created_at', 'command as detail'])
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('approval_assignees')
              .select('approval_assignees.user_id')
              .whereRef('approval_assignees.record_id', '=', 'command_approvals.id')
              .where('approval_assignees.kind', '=', 'command')
              .where('approval_assignees.user_id', '=', userId),
          ),
          ...(commandIds.length ? [eb('command_approvals.id', 'in', commandIds)] : []),
        ]),
      )
      .where('status', '=', ApprovalStatus.pending)
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('login_approvals')
      .select(['id', 'asset_name', 'account_name', 'user_name', 'created_at', 'reason as detail'])
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('approval_assignees')
              .select('approval_assignees.user_id')
              .whereRef('approval_assignees.record_id', '=', 'login_approvals.id')
              .where('approval_assignees.kind', '=', 'login')
              .where('approval_assignees.user_id', '=', userId),
          ),
          ...(loginIds.length ? [eb('login_approvals.id', 'in', loginIds)] : []),
        ]),
      )
      .where('status', '=', ApprovalStatus.pending)
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute(),
  ]);
  const rows = [
    ...commands.map((row) => ({ kind: 'command' as const, row })),
    ...logins.map((row) => ({ kind: 'login' as const, row })),
  ];
  return rows
    .sort((a, b) => b.row.created_at.localeCompare(a.row.created_at))
    .slice(0, LIMIT)
    .map(({ kind, row }) => ({
      kind,
      id: row.id,
      assetsName: row.asset_name,
      account: row.account_name,
      createByName: row.user_name,
      createTime: row.created_at,
      detail: row.detail,
    }));
}
