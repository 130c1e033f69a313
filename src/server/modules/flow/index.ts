/**
 * Approval flows (docs/flows.md): flow models and their deployed versions, the engine that runs requests on
 * them, and the approval centre's calls. Processes of Gatehouse (login and command approvals) file their
 * requests with `fileProcessRequest` and hear of them through `registerProcessKind`.
 */
export { oneStepModelXml, parseFlowDefinition } from './definition';
export type { FlowDefinition } from './definition/types';
export { decideTask } from './engine/decideTask';
export { cancelInstance, settleInstance } from './engine/endByPerson';
export { countWaitingTasks } from './engine/pendingCount';
export { type ProcessKindHandlers, registerProcessKind } from './engine/processKinds';
export { fireDueTimers, scheduleFlowTimers } from './engine/timers';
export { type ApplyRequest, apply } from './instances/apply';
export {
  fileProcessRequest,
  type ProcessRequest,
  type ProcessTasks,
  processTasks,
  updateProcessFormData,
  waitingProcessKeys,
} from './instances/processRequests';
export { ensureDefaultModels, scheduleDefaultModels } from './models/defaultModels';
