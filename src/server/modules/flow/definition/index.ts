/**
 * Approval-flow diagrams: BPMN 2.0 XML in, the definition the engine runs out (docs/flows.md). The
 * engine and routes import from here only.
 */

export {
  APPROVAL_MODES,
  APPROVER_TYPES,
  GATEHOUSE_BPMN_PREFIX,
  GATEHOUSE_BPMN_URI,
  gatehouseModdle,
  TIMER_ACTIONS,
} from '../../../../shared/protocol/gatehouseModdle';
export type { ConditionSyntaxError } from './conditionExpression';
export { CONDITION_MAX_DEPTH, CONDITION_MAX_LENGTH, conditionFields, parseCondition } from './conditionExpression';
export type { FormValues } from './evaluateCondition';
export { evaluateCondition } from './evaluateCondition';
export type { IsoDurationResult } from './isoDuration';
export { parseIsoDuration } from './isoDuration';
export type { OneStepModel } from './oneStepModel';
export { oneStepModelXml } from './oneStepModel';
export type { ParseDefinitionOptions } from './parseDefinition';
export { parseFlowDefinition } from './parseDefinition';
export type * from './types';
