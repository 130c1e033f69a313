import { ResponseCode } from '../../../../shared/codes';
import { FlowStatus } from '../../../../shared/rules/flowRules';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import type { FlowDefinition } from '../definition/types';
import { FlowEffects, type FlowRun, type InstanceFacts } from './flowRun';
import { mailInBackground } from './mailNotices';
import { handlersOf } from './processKinds';

/**
 * A deployed version's definition, read with each change: a cache by version id alone would be shared by every
 * database the process serves (the server tests run many), and the read is one row by its key.
 */
export async function definitionOf(db: Db, versionId: number): Promise<FlowDefinition> {
  const row = await db
    .selectFrom('flow_model_versions')
    .select('definition_json')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.definition_json) as FlowDefinition;
}

/**
 * Runs one change of a waiting instance in a transaction that first bumps its revision: the update takes the
 * row's lock, so on PostgreSQL two changes to one instance (two approvers, a timer and an approver, on any
 * node) run one after the other and the second sees what the first committed; SQLite has one writer anyway.
 * An instance that is no longer waiting answers 审批已完成. The counts and hooks follow the commit.
 */
export async function changeInstance<T>(
  deps: Deps,
  instanceId: number,
  change: (run: FlowRun) => Promise<T>,
): Promise<T> {
  const effects = new FlowEffects();
  const process: ProcessOf = { processKind: null, businessKey: '' };
  const value = await deps.db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('flow_instances')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', instanceId)
      .where('status', '=', FlowStatus.waiting)
      .executeTakeFirst();
    const row = await trx.selectFrom('flow_instances').selectAll().where('id', '=', instanceId).executeTakeFirst();
    if (!row) throw new AppError(ResponseCode.flowInstanceNotFound, 'flowInstanceNotFound');
    if (Number(locked.numUpdatedRows) === 0) throw new AppError(ResponseCode.approvalDecided, 'approvalDecided');
    process.processKind = row.process_kind;
    process.businessKey = row.business_key;
    const run: FlowRun = {
      trx,
      now: deps.now(),
      instance: {
        id: row.id,
        modelName: row.model_name,
        applicantId: row.applicant_id,
        applicantName: row.applicant_name,
        facts: JSON.parse(row.facts_json) as InstanceFacts,
        formData: JSON.parse(row.form_data) as Record<string, unknown>,
        processKind: row.process_kind,
        businessKey: row.business_key,
      },
      definition: await definitionOf(trx, row.version_id),
      effects,
    };
    return change(run);
  });
  await afterCommit(deps, effects, process);
  return value;
}

export async function afterCommit(deps: Deps, effects: FlowEffects, process: ProcessOf): Promise<void> {
  mailInBackground(deps, effects.mails);
  if (effects.countUsers.size > 0) await deps.realtime.countsChanged([...effects.countUsers]);
  const kind = handlersOf(process.processKind);
  if (!kind) return;
  for (const userIds of effects.opened) await kind.tasksOpened?.(deps, process.businessKey, userIds);
  if (effects.ended) {
    const { result, reason, by } = effects.ended;
    await kind.ended(deps, process.businessKey, { result, reason, by });
  }
}

/** The process that filed a request, if any: whose handlers hear of the change. */
export interface ProcessOf {
  processKind: string | null;
  businessKey: string;
}
