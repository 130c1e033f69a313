import { FlowStatus, FlowTaskStatus, type ProcessKind } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import type { InstanceFacts } from '../engine/flowRun';
import { startInstance } from '../engine/startInstance';

/** The enabled, deployed model bound to a process kind, with its deployed version; none when unbound. */
async function boundModel(db: Db, kind: ProcessKind) {
  const model = await db
    .selectFrom('flow_models')
    .selectAll()
    .where('process_kind', '=', kind)
    .where('enabled', '=', 1)
    .where('deployed_version', '>', 0)
    .executeTakeFirst();
  if (!model) return undefined;
  const version = await db
    .selectFrom('flow_model_versions')
    .select('id')
    .where('model_id', '=', model.id)
    .where('version', '=', model.deployed_version)
    .executeTakeFirstOrThrow();
  return { model, versionId: version.id };
}

export interface ProcessRequest {
  kind: ProcessKind;
  applicant: { id: number; name: string };
  /** What the request is about in its process, e.g. `login:12`; one request per key. */
  businessKey: string;
  facts: InstanceFacts;
  /** Written by Gatehouse, not typed by the applicant: shown on the form, not checked against it. */
  formData: Record<string, unknown>;
}

/**
 * Files a process's request on the model bound to its kind and answers the instance, or null when no enabled
 * model is bound (the process then decides the old way, by its own approvers).
 */
export async function fileProcessRequest(deps: Deps, request: ProcessRequest): Promise<number | null> {
  const bound = await boundModel(deps.db, request.kind);
  if (!bound) return null;
  return startInstance(deps, {
    modelId: bound.model.id,
    versionId: bound.versionId,
    modelKey: bound.model.model_key,
    modelName: bound.model.name,
    applicant: request.applicant,
    processKind: request.kind,
    businessKey: request.businessKey,
    facts: request.facts,
    formData: request.formData,
  });
}

export interface ProcessTasks {
  instanceId: number;
  waiting: boolean;
  /** Everyone the request was ever assigned to. */
  assignees: number[];
  /** The undecided tasks, by approver. */
  waitingTasks: { taskId: number; assigneeId: number }[];
}

/** Where a process's request stands in its flow, or null when it was not filed through one. */
export async function processTasks(db: Db, businessKey: string): Promise<ProcessTasks | null> {
  const instance = await db
    .selectFrom('flow_instances')
    .select(['id', 'status'])
    .where('business_key', '=', businessKey)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!instance) return null;
  const tasks = await db
    .selectFrom('flow_tasks')
    .select(['id', 'assignee_id', 'status'])
    .where('instance_id', '=', instance.id)
    .orderBy('id')
    .execute();
  return {
    instanceId: instance.id,
    waiting: instance.status === FlowStatus.waiting,
    assignees: [...new Set(tasks.map((task) => task.assignee_id))],
    waitingTasks: tasks
      .filter((task) => task.status === FlowTaskStatus.waiting)
      .map((task) => ({ taskId: task.id, assigneeId: task.assignee_id })),
  };
}

/** The business keys of a process kind's requests waiting for this user's decision, newest first. */
export async function waitingProcessKeys(db: Db, userId: number, kind: ProcessKind, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('flow_tasks as t')
    .innerJoin('flow_instances as i', 'i.id', 't.instance_id')
    .select('i.business_key')
    .where('t.assignee_id', '=', userId)
    .where('t.status', '=', FlowTaskStatus.waiting)
    .where('i.process_kind', '=', kind)
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.business_key);
}

/**
 * A process's waiting request changed (the applicant edited it): its form shows the new values to the
 * approvers. Ended requests keep what they were decided on.
 */
export async function updateProcessFormData(
  db: Db,
  businessKey: string,
  formData: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('flow_instances')
    .set({ form_data: JSON.stringify(formData) })
    .where('business_key', '=', businessKey)
    .where('status', '=', FlowStatus.waiting)
    .execute();
}
