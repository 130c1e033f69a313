import type { Insertable, Selectable, Updateable } from 'kysely';
import { type ApprovalKind, ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { type DecisionDetails, type NoticeSubject, noticeToApplicant, noticeToApprovers } from './approvalNotices';
import { assign, assigneesOf, resolveApprovers } from './assignees';
import {
  type Access,
  type ApprovalCaller,
  accessOf,
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

  return {
    /** Files a pending request; its approvers get a station message and a new no_approve_num. */
    async file(deps: Deps, under: FiledUnder, own: OwnColumns<K>): Promise<number> {
      const approverIds = await resolveApprovers(deps.db, under.approverIds, under.facts.userId);
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
        const inserted = (await trx
          .insertInto(table)
          .values(values)
          .returningAll()
          .executeTakeFirstOrThrow()) as RowOf<K>;
        await assign(trx, spec.kind, inserted.id, approverIds);
        return inserted;
      });
      await noticeToApprovers(deps, approverIds, subjectOf(row));
      await deps.realtime.countsChanged(approverIds);
      return row.id;
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
      await settled(deps, row, {});
      return spec.toView(row, access);
    },

    /** Resolves when the request is decided or withdrawn (waiters.ts). */
    wait(deps: Deps, recordId: number, options: { signal?: AbortSignal } = {}): Promise<ApprovalOutcome> {
      return waitForApproval(deps, spec.kind, recordId, options);
    },
  };
}
