/**
 * Approval flows (docs/flows.md): flow models and their deployed versions, the engine that runs requests on
 * them, and the approval centre's calls. Other modules file requests with `apply` and hear outcomes later.
 */

export { oneStepModelXml, parseFlowDefinition } from './definition';
export type { FlowDefinition } from './definition/types';
export { countWaitingTasks } from './engine/pendingCount';
export { fireDueTimers, scheduleFlowTimers } from './engine/timers';
export { type ApplyRequest, apply } from './instances/apply';
