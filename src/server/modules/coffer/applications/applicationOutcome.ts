import { formatMessage } from '../../../../shared/messages';
import { type LicenceType, SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import type { FlowResult } from '../../../../shared/rules/flowRules';
import type { Deps } from '../../../deps';
import type { ProcessKindHandlers } from '../../flow';
import { writeLicences } from '../licences';
import { noticeApplicationDecided, noticeApplicationToApprovers } from './applicationNotices';
import { loadApplication, recordIdOf } from './applicationRecords';

function statusOf(result: FlowResult): number {
  if (result === 'passed') return SafeApplicationStatus.passed;
  if (result === 'revoked') return SafeApplicationStatus.revoked;
  return SafeApplicationStatus.refused;
}

/**
 * An application's decision, once: its status and — when passed — the licence for that safe to the applicant with
 * the applied period and type, in one transaction. False when it was no longer waiting (another decision or a
 * withdrawal came first). A safe deleted meanwhile refuses it.
 */
export async function applicationEnded(
  deps: Deps,
  recordId: number,
  outcome: { result: FlowResult; reason: string; by: string },
): Promise<boolean> {
  const now = deps.now();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('coffer_applications').selectAll().where('id', '=', recordId).executeTakeFirst();
    if (!row || row.status !== SafeApplicationStatus.waiting) return false;
    const safeGone = !(await trx.selectFrom('coffers').select('id').where('id', '=', row.coffer_id).executeTakeFirst());
    let status = statusOf(outcome.result);
    let reason =
      outcome.result === 'ended' && !outcome.reason ? formatMessage('flowCommentExpire', 'zh') : outcome.reason;
    if (status === SafeApplicationStatus.passed && safeGone) {
      status = SafeApplicationStatus.refused;
      reason = formatMessage('cofferNotFound', 'zh');
    }
    const decider =
      status === SafeApplicationStatus.revoked || !outcome.by
        ? undefined
        : await trx.selectFrom('users').select('id').where('user_name', '=', outcome.by).executeTakeFirst();
    const updated = await trx
      .updateTable('coffer_applications')
      .set({
        status,
        refuse_reason: status === SafeApplicationStatus.refused ? reason : '',
        decided_by: decider?.id ?? null,
        decided_by_name: status === SafeApplicationStatus.revoked ? '' : outcome.by,
        updated_at: now.toISOString(),
      })
      .where('id', '=', recordId)
      .where('status', '=', SafeApplicationStatus.waiting)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (status === SafeApplicationStatus.passed)
      await writeLicences(
        trx,
        {
          cofferIds: [row.coffer_id],
          userIds: [row.user_id],
          licenceType: row.licence_type as LicenceType,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          recordId: row.id,
        },
        outcome.by,
        now.toISOString(),
      );
    return true;
  });
  if (changed) await noticeApplicationDecided(deps, await loadApplication(deps.db, recordId));
  return changed;
}

/** Hears the flow safe applications run on (modules/flow processKinds.ts). */
export const applicationFlowHandlers: ProcessKindHandlers = {
  tasksOpened: async (deps, businessKey, userIds) =>
    noticeApplicationToApprovers(deps, await loadApplication(deps.db, recordIdOf(businessKey)), userIds),
  ended: async (deps, businessKey, outcome) => {
    await applicationEnded(deps, recordIdOf(businessKey), outcome);
  },
};
