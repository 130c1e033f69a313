import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { hasPermission, Permission } from '../../../../shared/access/permissions';
import type {
  AddSafeApplicationBodySchema,
  DecideSafeApplicationBodySchema,
  SafeApplication,
  SafeApplicationListQuerySchema,
  UpdateSafeApplicationBodySchema,
} from '../../../../shared/api/cofferApplications';
import { ResponseCode } from '../../../../shared/codes';
import { formatMessage } from '../../../../shared/messages';
import { SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import type { Database } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import {
  cancelInstance,
  decideTask,
  fileProcessRequest,
  processTasks,
  settleInstance,
  updateProcessFormData,
} from '../../flow';
import {
  type CofferCaller,
  loadCoffer,
  managedCofferIdsQuery,
  managesAllCoffers,
  managesCoffer,
} from '../cofferAccess';
import { requireEndAhead } from '../licences';
import { type ApplicationRow, noticeApplicationToApprovers } from './applicationNotices';
import { applicationEnded } from './applicationOutcome';
import {
  applicationNotFound,
  assignedRecordIds,
  businessKeyOf,
  decidableIds,
  loadApplication,
  maySeeApplication,
  ownerNamesOf,
  safeManagerIds,
  toApplication,
} from './applicationRecords';

/**
 * Safe applications (docs/coffer.md "Applications"). Every application runs on the flow bound to "vault
 * application" (by default one step decided by the safe's managers); when an administrator unbound it, the safe's
 * managers and the holders of system:approval:decide decide directly. A passed application issues the licence.
 */
const notWaiting = () => new AppError(ResponseCode.safeApplicationNotWaiting, 'safeApplicationNotWaiting');
const notApplicant = () => new AppError(ResponseCode.safeApplicationNotApplicant, 'safeApplicationNotApplicant');

const formDataOf = (row: ApplicationRow) => ({
  coffer: row.coffer_name,
  licenseType: formatMessage(
    `licenceType${row.licence_type.charAt(0).toUpperCase()}${row.licence_type.slice(1)}` as 'licenceTypeUse',
    'zh',
  ),
  period: `${row.starts_at} — ${row.ends_at}`,
  reason: row.reason,
});

async function view(deps: Deps, caller: CofferCaller, row: ApplicationRow): Promise<SafeApplication> {
  const [owners, decidable] = await Promise.all([
    ownerNamesOf(deps.db, [row.coffer_id]),
    decidableIds(deps.db, caller, [row]),
  ]);
  const canDecide =
    decidable.has(row.id) ||
    (row.status === SafeApplicationStatus.waiting &&
      row.user_id !== caller.userId &&
      (await processTasks(deps.db, businessKeyOf(row.id))) === null &&
      (await managesCoffer(deps.db, caller, row.coffer_id, deps.now())));
  return toApplication(row, owners.get(row.coffer_id) ?? '', canDecide);
}

export async function addApplication(
  deps: Deps,
  caller: CofferCaller,
  body: z.output<typeof AddSafeApplicationBodySchema>,
): Promise<SafeApplication> {
  const now = deps.now();
  requireEndAhead(body.expireTime, now);
  const coffer = await loadCoffer(deps.db, body.cofferId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('coffer_applications')
      .select('id')
      .where('user_id', '=', caller.userId)
      .where('coffer_id', '=', coffer.id)
      .where('status', '=', SafeApplicationStatus.waiting)
      .executeTakeFirst();
    if (waiting)
      throw new AppError(
        ResponseCode.safeApplicationWaiting,
        'safeApplicationWaiting',
        {},
        { data: { recordId: waiting.id } },
      );
    return trx
      .insertInto('coffer_applications')
      .values({
        coffer_id: coffer.id,
        coffer_name: coffer.name,
        user_id: caller.userId,
        user_name: caller.userName,
        reason: body.reason,
        licence_type: body.licenseType,
        starts_at: body.startTime,
        ends_at: body.expireTime,
        status: SafeApplicationStatus.waiting,
        refuse_reason: '',
        decided_by: null,
        decided_by_name: '',
        created_at: now.toISOString(),
        updated_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const managers = (await safeManagerIds(deps.db, coffer.id, now)).filter((id) => id !== caller.userId);
  let instanceId: number | null;
  try {
    instanceId = await fileProcessRequest(deps, {
      kind: 'vault',
      applicant: { id: caller.userId, name: caller.userName },
      businessKey: businessKeyOf(row.id),
      facts: { approverIds: managers },
      formData: formDataOf(row),
    });
  } catch (error) {
    // Nothing half-filed: an application its flow cannot take (nobody can approve) is not kept.
    await deps.db.deleteFrom('coffer_applications').where('id', '=', row.id).execute();
    throw error;
  }
  if (instanceId === null) await noticeApplicationToApprovers(deps, row, managers);
  return view(deps, caller, await loadApplication(deps.db, row.id));
}

/** Only the applicant, only while it waits (spec §6); the approvers' form shows the new values. */
export async function updateApplication(
  deps: Deps,
  caller: CofferCaller,
  body: z.output<typeof UpdateSafeApplicationBodySchema>,
): Promise<SafeApplication> {
  const now = deps.now();
  const before = await loadApplication(deps.db, body.recordId);
  if (before.user_id !== caller.userId) {
    if (await maySeeApplication(deps.db, caller, before, now)) throw notApplicant();
    throw applicationNotFound();
  }
  if (before.status !== SafeApplicationStatus.waiting) throw notWaiting();
  requireEndAhead(body.expireTime, now);
  const changed = await deps.db
    .updateTable('coffer_applications')
    .set({
      reason: body.reason,
      licence_type: body.licenseType,
      starts_at: body.startTime,
      ends_at: body.expireTime,
      updated_at: now.toISOString(),
    })
    .where('id', '=', before.id)
    .where('status', '=', SafeApplicationStatus.waiting)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw notWaiting();
  const row = await loadApplication(deps.db, before.id);
  await updateProcessFormData(deps.db, businessKeyOf(row.id), formDataOf(row));
  return view(deps, caller, row);
}

/**
 * An approver passes or refuses: their own task of the flow, or the whole request for a holder of
 * system:approval:decide whom the step does not name. Two approvers racing: the second hears 审批已完成.
 */
export async function decideApplication(
  deps: Deps,
  caller: CofferCaller,
  body: z.output<typeof DecideSafeApplicationBodySchema>,
): Promise<SafeApplication> {
  const now = deps.now();
  const row = await loadApplication(deps.db, body.recordId);
  if (!(await maySeeApplication(deps.db, caller, row, now))) throw applicationNotFound();
  if (row.status !== SafeApplicationStatus.waiting) throw notWaiting();
  if (row.user_id === caller.userId) throw new AppError(ResponseCode.approvalNotApprover, 'approvalOwnRequest');
  const approve = body.status === SafeApplicationStatus.passed;
  const person = { id: caller.userId, name: caller.userName };
  const tasks = await processTasks(deps.db, businessKeyOf(row.id));
  if (tasks) {
    if (!tasks.waiting) throw notWaiting();
    const mine = tasks.waitingTasks.find((task) => task.assigneeId === caller.userId);
    if (mine) await decideTask(deps, { taskId: mine.taskId, approve, refuseReason: body.refuseReason, caller: person });
    else if (hasPermission(caller.permissions, Permission.approvalDecide))
      await settleInstance(deps, tasks.instanceId, person, { approve, reason: body.refuseReason });
    // An approver of this request whose task is no longer waiting: another approver was first (read between the
    // instance and its tasks, the instance can still look waiting).
    else if (tasks.assignees.includes(caller.userId)) throw notWaiting();
    else throw new AppError(ResponseCode.approvalNotApprover, 'approvalNotApprover');
  } else {
    const may =
      hasPermission(caller.permissions, Permission.approvalDecide) ||
      (await managesCoffer(deps.db, caller, row.coffer_id, now));
    if (!may) throw new AppError(ResponseCode.approvalNotApprover, 'approvalNotApprover');
    const decided = await applicationEnded(deps, row.id, {
      result: approve ? 'passed' : 'refused',
      reason: body.refuseReason,
      by: caller.userName,
    });
    if (!decided) throw notWaiting();
  }
  return view(deps, caller, await loadApplication(deps.db, row.id));
}

/** The applicant withdraws a waiting application (status 4); its flow ends too. */
export async function withdrawApplication(
  deps: Deps,
  caller: CofferCaller,
  recordId: number,
): Promise<SafeApplication> {
  const row = await loadApplication(deps.db, recordId);
  if (row.user_id !== caller.userId) {
    if (await maySeeApplication(deps.db, caller, row, deps.now())) throw notApplicant();
    throw applicationNotFound();
  }
  if (row.status !== SafeApplicationStatus.waiting) throw notWaiting();
  const tasks = await processTasks(deps.db, businessKeyOf(row.id));
  if (tasks?.waiting) {
    try {
      await cancelInstance(deps, tasks.instanceId, { id: caller.userId, name: caller.userName });
    } catch (error) {
      if (!(error instanceof AppError && error.code === ResponseCode.approvalDecided)) throw error;
      throw notWaiting();
    }
  } else if (!(await applicationEnded(deps, row.id, { result: 'revoked', reason: '', by: caller.userName }))) {
    throw notWaiting();
  }
  return view(deps, caller, await loadApplication(deps.db, row.id));
}

export async function getApplication(deps: Deps, caller: CofferCaller, recordId: number): Promise<SafeApplication> {
  const row = await loadApplication(deps.db, recordId);
  if (!(await maySeeApplication(deps.db, caller, row, deps.now()))) throw applicationNotFound();
  return view(deps, caller, row);
}

/** The caller's own applications and those they may decide or decided, newest first. */
export async function applicationPage(
  deps: Deps,
  caller: CofferCaller,
  query: z.output<typeof SafeApplicationListQuerySchema>,
): Promise<{ rows: SafeApplication[]; total: number }> {
  const now = deps.now();
  const seesAll = hasPermission(caller.permissions, Permission.approvalDecide) || managesAllCoffers(caller);
  let base = deps.db.selectFrom('coffer_applications');
  type Eb = ExpressionBuilder<Database, 'coffer_applications'>;
  const mine = (eb: Eb) => eb('coffer_applications.user_id', '=', caller.userId);
  const toDecide = (eb: Eb) =>
    seesAll
      ? eb('coffer_applications.user_id', '!=', caller.userId)
      : eb.or([
          eb(
            sql<string>`'vault:' || cast(coffer_applications.id as varchar(16))`,
            'in',
            assignedRecordIds(deps.db, caller.userId, false),
          ),
          eb('coffer_applications.coffer_id', 'in', managedCofferIdsQuery(deps.db, caller.userId, now)),
        ]);
  if (query.scope === 'mine') base = base.where(mine);
  else if (query.scope === 'approve') base = base.where(toDecide);
  else base = base.where((eb) => eb.or([mine(eb), toDecide(eb)]));
  if (query.status !== undefined) base = base.where('coffer_applications.status', '=', query.status);
  if (query.cofferId !== undefined) base = base.where('coffer_applications.coffer_id', '=', query.cofferId);
  if (query.cofferName)
    base = base.where(
      sql<boolean>`lower(coffer_applications.coffer_name) like ${`%${query.cofferName.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`,
    );
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('coffer_applications')
      .orderBy('coffer_applications.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  const [owners, decidable] = await Promise.all([
    ownerNamesOf(
      deps.db,
      rows.map((row) => row.coffer_id),
    ),
    decidableIds(deps.db, caller, rows),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => toApplication(row, owners.get(row.coffer_id) ?? '', decidable.has(row.id))),
  };
}
