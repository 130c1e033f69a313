import type { MyInstanceRow, TaskRow } from '../../../../shared/api/flow';
import type { FlowResult } from '../../../../shared/rules/flowRules';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import { containsText } from '../../../db/textMatch';

interface Pager {
  pageNum: number;
  pageSize: number;
  modelName?: string | undefined;
}

type FlowStatusValue = MyInstanceRow['status'];

/** My applications, newest first, each with the steps it waits at now. */
export async function listMyInstances(
  db: Db,
  applicantId: number,
  pager: Pager & { status?: FlowStatusValue | undefined },
): Promise<{ rows: MyInstanceRow[]; total: number }> {
  let query = db.selectFrom('flow_instances').where('applicant_id', '=', applicantId);
  if (pager.modelName) query = query.where(containsText('model_name', pager.modelName));
  if (pager.status !== undefined) query = query.where('status', '=', pager.status);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pager.pageSize)
      .offset((pager.pageNum - 1) * pager.pageSize)
      .execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const waiting = ids.length
    ? await db
        .selectFrom('flow_steps')
        .select(['instance_id', 'node_name'])
        .where('instance_id', 'in', ids)
        .where('status', '=', FlowTaskStatus.waiting)
        .orderBy('id')
        .execute()
    : [];
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      processInstanceId: row.id,
      modelKey: row.model_key,
      modelName: row.model_name,
      status: row.status as FlowStatusValue,
      result: row.result as FlowResult,
      currentActivityNames: waiting.filter((step) => step.instance_id === row.id).map((step) => step.node_name),
      createTime: row.created_at,
      endTime: row.ended_at,
    })),
  };
}

/**
 * The caller's tasks: waiting ones (the backlog, oldest first) or decided ones (the records, newest first).
 * Both read the (assignee_id, status, id) index.
 */
export async function listTasks(
  db: Db,
  assigneeId: number,
  which: 'waiting' | 'decided',
  pager: Pager & { applicantName?: string | undefined },
): Promise<{ rows: TaskRow[]; total: number }> {
  const statuses = which === 'waiting' ? [FlowTaskStatus.waiting] : [FlowTaskStatus.approved, FlowTaskStatus.refused];
  let query = db
    .selectFrom('flow_tasks as t')
    .innerJoin('flow_instances as i', 'i.id', 't.instance_id')
    .innerJoin('flow_steps as s', 's.id', 't.step_id')
    .where('t.assignee_id', '=', assigneeId)
    .where('t.status', 'in', statuses);
  if (pager.modelName) query = query.where(containsText('i.model_name', pager.modelName));
  if (pager.applicantName) query = query.where(containsText('i.applicant_name', pager.applicantName));
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        't.id as taskId',
        't.status as taskStatus',
        't.comment',
        't.created_at as taskCreated',
        't.decided_at',
        'i.id as instanceId',
        'i.model_key',
        'i.model_name',
        'i.applicant_name',
        'i.status as instanceStatus',
        'i.result',
        's.node_id',
        's.node_name',
      ])
      .orderBy('t.id', which === 'waiting' ? 'asc' : 'desc')
      .limit(pager.pageSize)
      .offset((pager.pageNum - 1) * pager.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      taskId: row.taskId,
      processInstanceId: row.instanceId,
      modelKey: row.model_key,
      modelName: row.model_name,
      activityId: row.node_id,
      activityName: row.node_name,
      applicantName: row.applicant_name,
      createTime: row.taskCreated,
      taskStatus: row.taskStatus,
      refuseReason: row.comment,
      decideTime: row.decided_at,
      instanceStatus: row.instanceStatus as FlowStatusValue,
      result: row.result as FlowResult,
    })),
  };
}
