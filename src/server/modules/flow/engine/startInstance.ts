import { FlowStatus } from '../../../../shared/rules/flowRules';
import type { Deps } from '../../../deps';
import type { FlowDefinition } from '../definition/types';
import { followFlows, hasWaitingSteps } from './advance';
import { afterCommit, definitionOf } from './changeInstance';
import { FlowEffects, type FlowRun, type InstanceFacts } from './flowRun';
import { endInstance } from './steps';
import { addComment, markPassed } from './trail';

export interface StartRequest {
  modelId: number;
  versionId: number;
  modelKey: string;
  modelName: string;
  applicant: { id: number; name: string };
  processKind: string | null;
  businessKey: string;
  facts: InstanceFacts;
  /** Already checked against the version's form. */
  formData: Record<string, unknown>;
}

/**
 * Files a request on a deployed version and runs it to its first user tasks. All or nothing: a path that
 * cannot go on (no branch matches, nobody can approve) refuses the request and leaves no trace.
 */
export async function startInstance(deps: Deps, request: StartRequest): Promise<number> {
  const effects = new FlowEffects();
  const instanceId = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await trx
      .insertInto('flow_instances')
      .values({
        model_id: request.modelId,
        version_id: request.versionId,
        model_key: request.modelKey,
        model_name: request.modelName,
        applicant_id: request.applicant.id,
        applicant_name: request.applicant.name,
        process_kind: request.processKind,
        business_key: request.businessKey,
        facts_json: JSON.stringify(request.facts),
        form_data: JSON.stringify(request.formData),
        status: FlowStatus.waiting,
        result: 'in_approval',
        revision: 0,
        created_at: now.toISOString(),
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const definition: FlowDefinition = await definitionOf(trx, request.versionId);
    const run: FlowRun = {
      trx,
      now,
      instance: {
        id: row.id,
        modelName: request.modelName,
        applicantId: request.applicant.id,
        applicantName: request.applicant.name,
        facts: request.facts,
        formData: request.formData,
        processKind: request.processKind,
        businessKey: request.businessKey,
      },
      definition,
      effects,
    };
    const start = definition.nodes[definition.startId];
    if (!start) throw new Error(`start event ${definition.startId} missing from the deployed definition`);
    await addComment(run, {
      kind: 'submit',
      nodeId: start.id,
      nodeName: start.name,
      userId: request.applicant.id,
      userName: request.applicant.name,
      message: 'flowCommentSubmit',
    });
    await markPassed(run, start.id);
    await followFlows(run, start.outgoing);
    if (!(await hasWaitingSteps(run))) await endInstance(run, 'passed');
    return row.id;
  });
  await afterCommit(deps, effects, request);
  return instanceId;
}
