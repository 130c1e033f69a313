import type { Selectable } from 'kysely';
import { SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import type { CofferApplicationsTable } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { sendApprovalMessages } from '../../messages';

export type ApplicationRow = Selectable<CofferApplicationsTable>;

/** Times in station messages: minutes, UTC, said so (the reader's console shows the exact time in the dialog). */
const shortTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

const jumpOf = (row: ApplicationRow) =>
  JSON.stringify({ recordId: row.id, approveStatus: row.status, approveType: 'vault', cofferId: row.coffer_id });

/** A new (or edited) application: one message to each approver. */
export async function noticeApplicationToApprovers(deps: Deps, row: ApplicationRow, approverIds: readonly number[]) {
  await sendApprovalMessages(deps.db, {
    userIds: approverIds,
    texts: {
      title: 'stationSafeRequestTitle',
      content: ['stationSafeRequestContent'],
      params: {
        user: row.user_name,
        coffer: row.coffer_name,
        start: shortTime(row.starts_at),
        end: shortTime(row.ends_at),
        reason: row.reason,
      },
    },
    jumpParam: jumpOf(row),
    publishTime: deps.now(),
  });
  await deps.realtime.countsChanged(approverIds);
}

/** The decision: one message to the applicant (a withdrawal tells nobody). */
export async function noticeApplicationDecided(deps: Deps, row: ApplicationRow) {
  if (row.status === SafeApplicationStatus.revoked) return;
  const passed = row.status === SafeApplicationStatus.passed;
  await sendApprovalMessages(deps.db, {
    userIds: [row.user_id],
    texts: {
      title: passed ? 'stationSafePassedTitle' : 'stationSafeRefusedTitle',
      content: [passed ? 'stationSafePassedContent' : 'stationSafeRefusedContent'],
      params: { coffer: row.coffer_name, end: shortTime(row.ends_at), reason: row.refuse_reason },
    },
    jumpParam: jumpOf(row),
    publishTime: deps.now(),
  });
  await deps.realtime.countsChanged([row.user_id]);
}
