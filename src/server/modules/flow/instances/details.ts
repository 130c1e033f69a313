import { Permission } from '../../../../shared/access/permissions';
import type { Activity, FlowComment, Highlight, InstanceForm } from '../../../../shared/api/flow';
import { ResponseCode } from '../../../../shared/codes';
import { formatMessage, type Lang, type MessageKey, messages } from '../../../../shared/messages';
import { type FlowResult, FlowStatus, FlowTaskStatus } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors/appError';
import { definitionOf } from '../engine/changeInstance';
import { type FlowCaller, loadVisibleInstance } from './visibility';

type StatusValue = InstanceForm['status'];

/** System entries of the timeline are stored as message keys and read in the caller's language. */
function commentText(message: string, lang: Lang): string {
  return message in messages ? formatMessage(message as MessageKey, lang) : message;
}

export async function instanceComments(
  db: Db,
  caller: FlowCaller,
  instanceId: number,
  lang: Lang,
): Promise<FlowComment[]> {
  await loadVisibleInstance(db, caller, instanceId);
  const rows = await db
    .selectFrom('flow_comments')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    activityId: row.node_id,
    activityName: row.node_name,
    userId: row.user_id,
    userName: row.user_name,
    kind: row.kind,
    message: commentText(row.message, lang),
    time: row.created_at,
  }));
}

export async function instanceForm(db: Db, caller: FlowCaller, instanceId: number): Promise<InstanceForm> {
  const row = await loadVisibleInstance(db, caller, instanceId);
  const version = await db
    .selectFrom('flow_model_versions')
    .select('form_json')
    .where('id', '=', row.version_id)
    .executeTakeFirstOrThrow();
  const myTask = await db
    .selectFrom('flow_tasks')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('assignee_id', '=', caller.id)
    .where('status', '=', FlowTaskStatus.waiting)
    .executeTakeFirst();
  const waiting = row.status === FlowStatus.waiting;
  return {
    processInstanceId: row.id,
    modelKey: row.model_key,
    modelName: row.model_name,
    applicantId: row.applicant_id,
    applicantName: row.applicant_name,
    status: row.status as StatusValue,
    result: row.result as FlowResult,
    createTime: row.created_at,
    endTime: row.ended_at,
    form: JSON.parse(version.form_json) as Record<string, unknown>,
    formData: JSON.parse(row.form_data) as Record<string, unknown>,
    myTaskId: myTask?.id ?? null,
    canCancel: waiting && row.applicant_id === caller.id,
    canStop: waiting && caller.hasPermission(Permission.flowStop),
  };
}

export async function instanceHighlight(db: Db, caller: FlowCaller, instanceId: number): Promise<Highlight> {
  const row = await loadVisibleInstance(db, caller, instanceId);
  const [version, definition, trail, waiting] = await Promise.all([
    db.selectFrom('flow_model_versions').select('bpmn_xml').where('id', '=', row.version_id).executeTakeFirstOrThrow(),
    definitionOf(db, row.version_id),
    db.selectFrom('flow_trail').select('element_id').where('instance_id', '=', instanceId).orderBy('id').execute(),
    db
      .selectFrom('flow_steps')
      .select('node_id')
      .where('instance_id', '=', instanceId)
      .where('status', '=', FlowTaskStatus.waiting)
      .execute(),
  ]);
  const flows = new Set(Object.keys(definition.flows));
  const active = [...new Set(waiting.map((step) => step.node_id))];
  const passed = [...new Set(trail.map((entry) => entry.element_id))];
  return {
    bpmnXml: version.bpmn_xml,
    activeActivityIds: active,
    finishedActivityIds: passed.filter((id) => !flows.has(id) && !active.includes(id)),
    highLightedFlows: passed.filter((id) => flows.has(id)),
  };
}

export async function instanceActivity(
  db: Db,
  caller: FlowCaller,
  instanceId: number,
  activityId: string,
): Promise<Activity> {
  const row = await loadVisibleInstance(db, caller, instanceId);
  const node = (await definitionOf(db, row.version_id)).nodes[activityId];
  if (!node) throw new AppError(ResponseCode.flowInstanceNotFound, 'flowActivityNotFound');
  const steps = await db
    .selectFrom('flow_steps')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .where('node_id', '=', activityId)
    .orderBy('id')
    .execute();
  const tasks = steps.length
    ? await db
        .selectFrom('flow_tasks as t')
        .innerJoin('users as u', 'u.id', 't.assignee_id')
        .select(['t.id', 't.step_id', 't.assignee_id', 't.status', 't.comment', 't.decided_at', 'u.user_name'])
        .where(
          't.step_id',
          'in',
          steps.map((step) => step.id),
        )
        .orderBy('t.id')
        .execute()
    : [];
  return {
    activityId,
    activityName: node.name || activityId,
    mode: node.type === 'userTask' ? node.mode : '',
    visits: steps.map((step) => ({
      status: step.status,
      createTime: step.created_at,
      endTime: step.ended_at,
      dueTime: step.due_at,
      tasks: tasks
        .filter((task) => task.step_id === step.id)
        .map((task) => ({
          taskId: task.id,
          assigneeId: task.assignee_id,
          assigneeName: task.user_name,
          status: task.status,
          refuseReason: task.comment,
          decideTime: task.decided_at,
        })),
    })),
  };
}
