import type { Insertable, Selectable, Updateable } from 'kysely';
import { hasPermission, Permission } from '../../../shared/access/permissions';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import { type ApprovalKind, ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { FlowResult } from '../../../shared/rules/flowRules';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import {
  cancelInstance,
  decideTask,
  fileProcessRequest,
  type ProcessKindHandlers,
  type ProcessTasks,
  processTasks,
  settleInstance,
} from '../flow';
import { type DecisionDetails, type NoticeSubject, noticeToApplicant, noticeToApprovers } from './approvalNotices';
import { assign, assigneesOf, businessKeyOf, resolveApprovers } from './assignees';
import {
  type Access,
  type ApprovalCaller,
  accessOf,
  approvalNotApprover,
  approvalNotFound,
  requireDecidable,
  requireOneRow,
  requireWithdrawable,
} from './caller';
import { factColumns, factsOfRow, type RequestFacts } from './requestFacts';
import { type ApprovalOutcome, waitForApproval } from './waiters';

const TABLE = { command: 'command_approvals', login: 'login_approvals' } as const;
type ApprovalTable<K extends ApprovalKind = ApprovalKind> = (typeof TABLE)[K];

/** A record of one kind; ApprovalRow without an argument has only the columns both tables share. */
export type ApprovalRow<K extends ApprovalKind = ApprovalKind> = Selectable<Database[ApprovalTable<K>]>;

/** A row of this kind with its shared columns in reach (TypeScript cannot list them on a generic K). */
type RowOf<K extends ApprovalKind> = ApprovalRow<K> & ApprovalRow;

/** The columns only this kind's table has, written when a request is filed. */
type OwnColumns<K extends ApprovalKind> = Omit<Insertable<Database[ApprovalTable<K>]>, keyof Insertable<ApprovalRow>>;

/** What one kind of record shows and tells its own way; approvalRecords does the rest alike for both. */
export interface ApprovalRecordKind<K extends ApprovalKind, View> {
  kind: K;
  toView: (row: ApprovalRow<K>, access: Access) => View;
  /** What the station messages say of the request: the command or the reason, and the terminal session. */
  noticeOf: (row: ApprovalRow<K>) => Pick<NoticeSubject, 'detail' | 'sessionId'>;
  /** What the request's flow form shows (docs/flows.md: the default models' fields). */
  formDataOf: (row: ApprovalRow<K>) => Record<string, string>;
  /** What an approval writes besides the status, once the flow has approved (the login window). */
  approvedColumns?: (row: ApprovalRow<K>, now: Date) => Updateable<Database[ApprovalTable<K>]>;
}

/** How a flow's end reads on a request: approved, refused (a refusal, an expiry, a stop) or withdrawn. */
function statusOf(result: FlowResult): number {
  if (result === 'passed') return ApprovalStatus.approved;
  if (result === 'revoked') return ApprovalStatus.withdrawn;
  return ApprovalStatus.refused;
}

function loginMinutesOf(row: ApprovalRow): number | null {
  return 'expiration_minutes' in row && typeof row.expiration_minutes === 'number' ? row.expiration_minutes : null;
}

function reasonOf(result: FlowResult, reason: string): string {
  if (reason || result !== 'ended') return reason;
  return formatMessage('flowCommentExpire', 'zh');
}

/** Who filed the request under which policy; `approverIds` empty falls to the holders of the decide permission. */
export interface FiledUnder {
  facts: RequestFacts;
  policyId: number | null;
  policyName: string;
  approverIds: readonly number[];
}

export function approvalRecords<K extends ApprovalKind, View>(spec: ApprovalRecordKind<K, View>) {
  // Kysely cannot resolve columns on a generic table name, so the queries name the union of both tables
  // (they touch only the columns both share) and their rows are narrowed back to this kind's here.
  const table: ApprovalTable = TABLE[spec.kind];

  async function loadRow(deps: Deps, recordId: number): Promise<RowOf<K>> {
    const row = await deps.db.selectFrom(table).selectAll().where('id', '=', recordId).executeTakeFirst();
    if (!row) throw approvalNotFound();
    return row as RowOf<K>;
  }

  const subjectOf = (row: RowOf<K>): NoticeSubject => ({
    kind: spec.kind,
    recordId: row.id,
    status: row.status,
    facts: factsOfRow(row),
    ...spec.noticeOf(row),
  });

  /** The caller's access to a record they may see; anyone else is told it does not exist. */
  async function accessToSee(deps: Deps, row: RowOf<K>, caller: ApprovalCaller): Promise<Access> {
    const access = await accessOf(deps.db, spec.kind, row, caller);
    if (!access.isApplicant && !access.isApprover) throw approvalNotFound();
    return access;
  }

  /** After a decision or withdrawal: counts of the approvers, the applicant's message, the waiters. */
  async function settled(deps: Deps, row: RowOf<K>, details: DecisionDetails): Promise<void> {
    const approverIds = await assigneesOf(deps.db, spec.kind, row.id);
    if (row.status !== ApprovalStatus.withdrawn) await noticeToApplicant(deps, subjectOf(row), details);
    await deps.realtime.countsChanged([...approverIds, row.user_id]);
    await deps.realtime.approvalSettled(spec.kind, row.id);
  }

  /**
   * A decision on a request its flow runs: the caller's own task, or — for a holder of system:approval:decide
   * whom the step does not name — the whole request at once. What the decision writes besides its outcome
   * (the login window's minutes) is kept first, for the moment the flow approves.
   */
  async function decideThroughFlow(
    deps: Deps,
    caller: ApprovalCaller,
    recordId: number,
    tasks: ProcessTasks,
    decided: Updateable<Database[ApprovalTable<K>]>,
  ): Promise<void> {
    const { status, refuse_reason, window_ends_at: _window, ...keep } = decided as Record<string, unknown>;
    const approve = status === ApprovalStatus.approved;
    const refuseReason = typeof refuse_reason === 'string' ? refuse_reason : '';
    if (Object.keys(keep).length > 0) {
      await deps.db
        .updateTable(table)
        .set(keep as Updateable<ApprovalRow>)
        .where('id', '=', recordId)
        .where('status', '=', ApprovalStatus.pending)
        .execute();
    }
    const person = { id: caller.userId, name: caller.userName };
    const mine = tasks.waitingTasks.find((task) => task.assigneeId === caller.userId);
    if (mine) {
      await decideTask(deps, { taskId: mine.taskId, approve, refuseReason, caller: person });
    } else if (hasPermission(caller.permissions, Permission.approvalDecide)) {
      await settleInstance(deps, tasks.instanceId, person, { approve, reason: refuseReason });
    } else {
      throw approvalNotApprover();
    }
  }

  /** The applicant withdrew the request: its flow ends too (a decision that came first stands). */
  async function withdrawFlow(deps: Deps, instanceId: number, row: RowOf<K>): Promise<void> {
    try {
      await cancelInstance(deps, instanceId, { id: row.user_id, name: row.user_name });
    } catch (error) {
      if (!(error instanceof AppError && error.code === ResponseCode.approvalDecided)) throw error;
    }
  }

  return {
    /**
     * Files a pending request. With a flow model bound to the kind (docs/flows.md), the flow decides who
     * approves and when the request is settled; without one, the policy's approvers do. Either way the
     * approvers get this kind's station message and a new no_approve_num.
     */
    async file(deps: Deps, under: FiledUnder, own: OwnColumns<K>): Promise<number> {
      const row = await deps.db.transaction().execute(async (trx) => {
        const values = {
          ...factColumns(under.facts),
          policy_id: under.policyId,
          policy_name: under.policyName,
          status: ApprovalStatus.pending,
          refuse_reason: '',
          decided_by: null,
          decided_by_name: '',
          created_at: deps.now().toISOString(),
          updated_at: null,
          ...own,
        };
        return (await trx.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow()) as RowOf<K>;
      });
      let instanceId: number | null;
      try {
        instanceId = await fileProcessRequest(deps, {
          kind: spec.kind,
          applicant: { id: under.facts.userId, name: under.facts.userName },
          businessKey: businessKeyOf(spec.kind, row.id),
          facts: { assetId: under.facts.assetId, approverIds: [...under.approverIds] },
          formData: spec.formDataOf(row),
        });
      } catch (error) {
        // Nothing half-filed: a request its flow cannot take (nobody can approve) is not kept.
        await deps.db.deleteFrom(table).where('id', '=', row.id).execute();
        throw error;
      }
      if (instanceId !== null) return row.id;
      const approverIds = await resolveApprovers(deps.db, under.approverIds, under.facts.userId);
      await assign(deps.db, spec.kind, row.id, approverIds);
      await noticeToApprovers(deps, approverIds, subjectOf(row));
      await deps.realtime.countsChanged(approverIds);
      return row.id;
    },

    /** The flow gave approvers tasks on this request: they get this kind's message and their new counts. */
    async flowTasksOpened(deps: Deps, recordId: number, userIds: readonly number[]): Promise<void> {
      await noticeToApprovers(deps, userIds, subjectOf(await loadRow(deps, recordId)));
      await deps.realtime.countsChanged(userIds);
    },

    /** The request's flow ended: the request takes its outcome, once (a withdrawal may have come first). */
    async flowEnded(deps: Deps, recordId: number, outcome: { result: FlowResult; reason: string; by: string }) {
      const before = await loadRow(deps, recordId);
      const now = deps.now();
      const status = statusOf(outcome.result);
      const decider = outcome.by
        ? await deps.db.selectFrom('users').select('id').where('user_name', '=', outcome.by).executeTakeFirst()
        : undefined;
      const changed = await deps.db
        .updateTable(table)
        .set({
          ...(status === ApprovalStatus.approved ? spec.approvedColumns?.(before, now) : {}),
          status,
          refuse_reason: status === ApprovalStatus.refused ? reasonOf(outcome.result, outcome.reason) : '',
          ...(status === ApprovalStatus.withdrawn
            ? {}
            : { decided_by: decider?.id ?? null, decided_by_name: outcome.by }),
          updated_at: now.toISOString(),
        })
        .where('id', '=', recordId)
        .where('status', '=', ApprovalStatus.pending)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return;
      const row = await loadRow(deps, recordId);
      await settled(deps, row, { refuseReason: row.refuse_reason, loginMinutes: loginMinutesOf(row) });
    },

    async get(deps: Deps, caller: ApprovalCaller, recordId: number): Promise<View> {
      const row = await loadRow(deps, recordId);
      return spec.toView(row, await accessToSee(deps, row, caller));
    },

    /**
     * An approver decides a pending request. `columnsAt` gives what the decision writes besides who and
     * when (at the decision's time); `detailsOf` what the applicant's message adds, from the decided row.
     */
    async decide(
      deps: Deps,
      caller: ApprovalCaller,
      recordId: number,
      columnsAt: (now: Date) => Updateable<Database[ApprovalTable<K>]>,
      detailsOf: (row: ApprovalRow<K>) => DecisionDetails,
    ): Promise<View> {
      const before = await loadRow(deps, recordId);
      const access = await accessToSee(deps, before, caller);
      requireDecidable(access, before.status);
      const now = deps.now();
      const tasks = await processTasks(deps.db, businessKeyOf(spec.kind, recordId));
      if (tasks) {
        await decideThroughFlow(deps, caller, recordId, tasks, columnsAt(now));
        return spec.toView(await loadRow(deps, recordId), access);
      }
      requireOneRow(
        await deps.db
          .updateTable(table)
          .set({
            ...columnsAt(now),
            decided_by: caller.userId,
            decided_by_name: caller.userName,
            updated_at: now.toISOString(),
          })
          .where('id', '=', recordId)
          .where('status', '=', ApprovalStatus.pending)
          .executeTakeFirst(),
      );
      const row = await loadRow(deps, recordId);
      await settled(deps, row, detailsOf(row));
      return spec.toView(row, access);
    },

    /** The applicant (or, without a caller, the gateway for them) withdraws a pending request: status 4. */
    async withdraw(deps: Deps, recordId: number, caller?: ApprovalCaller): Promise<View> {
      const before = await loadRow(deps, recordId);
      const access: Access = caller
        ? await accessOf(deps.db, spec.kind, before, caller)
        : { isApplicant: true, isApprover: false };
      requireWithdrawable(access, before.status);
      requireOneRow(
        await deps.db
          .updateTable(table)
          .set({ status: ApprovalStatus.withdrawn, updated_at: deps.now().toISOString() })
          .where('id', '=', recordId)
          .where('status', '=', ApprovalStatus.pending)
          .executeTakeFirst(),
      );
      const row = await loadRow(deps, recordId);
      const tasks = await processTasks(deps.db, businessKeyOf(spec.kind, recordId));
      if (tasks?.waiting) await withdrawFlow(deps, tasks.instanceId, row);
      await settled(deps, row, {});
      return spec.toView(row, access);
    },

    /** Resolves when the request is decided or withdrawn (waiters.ts). */
    wait(deps: Deps, recordId: number, options: { signal?: AbortSignal } = {}): Promise<ApprovalOutcome> {
      return waitForApproval(deps, spec.kind, recordId, options);
    },
  };
}

/** The flow's two moments for one kind's records, the record id read back from the business key. */
export function flowHandlersOf(
  records: Pick<ReturnType<typeof approvalRecords>, 'flowTasksOpened' | 'flowEnded'>,
): ProcessKindHandlers {
  const recordIdOf = (businessKey: string) => Number(businessKey.slice(businessKey.indexOf(':') + 1));
  return {
    tasksOpened: (deps, businessKey, userIds) => records.flowTasksOpened(deps, recordIdOf(businessKey), userIds),
    ended: (deps, businessKey, outcome) => records.flowEnded(deps, recordIdOf(businessKey), outcome),
  };
}
