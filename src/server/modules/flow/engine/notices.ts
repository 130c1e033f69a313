import type { MessageKey } from '../../../../shared/messages';
import type { FlowResult } from '../../../../shared/rules/flowRules';
import { type StationTexts, sendApprovalMessages } from '../../messages';
import type { FlowRun } from './flowRun';
import { handlersOf } from './processKinds';

/** The console's page for one request; the station message opens it (spec §3 messageJumpWebRoute). */
export const APPROVAL_FORM_ROUTE = '/approve-center-list-form';

function send(run: FlowRun, userIds: readonly number[], texts: StationTexts, jump: object): Promise<void> {
  run.effects.mails.push({ userIds, texts });
  return sendApprovalMessages(run.trx, {
    userIds,
    texts,
    jumpParam: JSON.stringify({ processInstanceId: run.instance.id, ...jump }),
    jumpWebRoute: `${APPROVAL_FORM_ROUTE}?id=${run.instance.id}`,
    publishTime: run.now,
  });
}

/** A new task: each approver of the step is told (by the filing process itself when it has handlers). */
export async function noticeNewTask(run: FlowRun, userIds: readonly number[], nodeName: string): Promise<void> {
  if (handlersOf(run.instance.processKind)?.tasksOpened) {
    run.effects.opened.push([...userIds]);
    return;
  }
  const params = { model: run.instance.modelName, user: run.instance.applicantName, node: nodeName };
  await send(run, userIds, { title: 'stationFlowTaskTitle', content: ['stationFlowTaskContent'], params }, {});
}

const OUTCOME_TEXTS: Partial<Record<FlowResult, { title: MessageKey; content: MessageKey }>> = {
  passed: { title: 'stationFlowPassedTitle', content: 'stationFlowPassedContent' },
  refused: { title: 'stationFlowRefusedTitle', content: 'stationFlowRefusedContent' },
  ended: { title: 'stationFlowEndedTitle', content: 'stationFlowEndedContent' },
  terminated: { title: 'stationFlowTerminatedTitle', content: 'stationFlowTerminatedContent' },
};

/** The applicant hears how the request ended (not when they withdrew it themselves). */
export async function noticeOutcome(run: FlowRun, result: FlowResult, reason: string): Promise<void> {
  const texts = OUTCOME_TEXTS[result];
  if (!texts || handlersOf(run.instance.processKind)?.tasksOpened) return;
  const params = { model: run.instance.modelName, reason };
  await send(run, [run.instance.applicantId], { title: texts.title, content: [texts.content], params }, { result });
  run.effects.touched([run.instance.applicantId]);
}
