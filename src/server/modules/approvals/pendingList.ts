import type { PendingApproval } from '../../../shared/api/approvals';
import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Db } from '../../db/database';

const LIMIT = 50;

/** The requests no_approve_num counts for this user, newest first. */
export async function listPendingFor(db: Db, userId: number): Promise<PendingApproval[]> {
  const [commands, logins] = await Promise.all([
    db
      .selectFrom('command_approvals')
      .innerJoin('approval_assignees', (join) =>
        join
          .onRef('approval_assignees.record_id', '=', 'command_approvals.id')
          .on('approval_assignees.kind', '=', 'command'),
      )
      .select(['id', 'asset_name', 'account_name', 'user_name', 'created_at', 'command as detail'])
      .where('approval_assignees.user_id', '=', userId)
      .where('status', '=', ApprovalStatus.pending)
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('login_approvals')
      .innerJoin('approval_assignees', (join) =>
        join
          .onRef('approval_assignees.record_id', '=', 'login_approvals.id')
          .on('approval_assignees.kind', '=', 'login'),
      )
      .select(['id', 'asset_name', 'account_name', 'user_name', 'created_at', 'reason as detail'])
      .where('approval_assignees.user_id', '=', userId)
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
