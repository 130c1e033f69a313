import type { MessageKey } from '../../../../shared/messages';
import { msgRef } from '../../../../shared/rules/validation';
import {
  type ConditionErrorKind,
  conditionErrorParams,
  conditionFields,
  isBlankCondition,
  readCondition,
} from './conditionExpression';
import { type DiagramIndex, outgoingOf } from './diagramIndex';
import { type DiagramElement, labelOf } from './readBpmn';
import type { Condition, SequenceFlow } from './types';

/** A blank condition (`${ }` included) counts as none, so 'empty' never reaches these. */
const CONDITION_PROBLEMS: Record<Exclude<ConditionErrorKind, 'empty'>, MessageKey> = {
  tooLong: 'flowDefConditionTooLong',
  tooDeep: 'flowDefConditionTooDeep',
  badChar: 'flowDefConditionBadChar',
  unterminated: 'flowDefConditionUnterminated',
  expectField: 'flowDefConditionExpectField',
  expectComparison: 'flowDefConditionExpectComparison',
  expectValue: 'flowDefConditionExpectValue',
  expectClose: 'flowDefConditionExpectClose',
  trailing: 'flowDefConditionTrailing',
  incomplete: 'flowDefConditionIncomplete',
};

function readFlowCondition(
  flow: DiagramElement,
  text: string,
  formFields: readonly string[] | undefined,
  problems: string[],
): Condition | null {
  const element = labelOf(flow);
  const result = readCondition(text);
  if (!result.ok) {
    const { kind } = result.error;
    if (kind !== 'empty')
      problems.push(msgRef(CONDITION_PROBLEMS[kind], { element, ...conditionErrorParams(result.error) }));
    return null;
  }
  const unknown = formFields ? conditionFields(result.condition).filter((field) => !formFields.includes(field)) : [];
  for (const field of unknown) problems.push(msgRef('flowDefConditionUnknownField', { element, field }));
  return unknown.length === 0 ? result.condition : null;
}

/**
 * The sequence flows of the definition in document order: both ends must be elements of the process,
 * and only a flow leaving an exclusive gateway carries a condition, which every such flow but the
 * default needs once the gateway branches.
 */
export function readFlows(
  index: DiagramIndex,
  formFields: readonly string[] | undefined,
  problems: string[],
): SequenceFlow[] {
  return index.flows.map((flow) => {
    const element = labelOf(flow);
    const source = flow.source === null ? undefined : index.nodes.get(flow.source);
    if (!source) problems.push(msgRef('flowDefFlowSourceMissing', { element }));
    if (flow.target === null || !index.nodes.has(flow.target)) {
      problems.push(msgRef('flowDefFlowTargetMissing', { element }));
    }
    const text = flow.condition !== null && !isBlankCondition(flow.condition) ? flow.condition : null;
    let condition: Condition | null = null;
    if (source?.kind === 'exclusiveGateway') {
      if (source.defaultFlow === flow.id) {
        if (text !== null) problems.push(msgRef('flowDefDefaultFlowCondition', { element }));
      } else if (text !== null) {
        condition = readFlowCondition(flow, text, formFields, problems);
      } else if (outgoingOf(index, source.id).length > 1) {
        problems.push(msgRef('flowDefConditionMissing', { element, gateway: labelOf(source) }));
      }
    } else if (text !== null) {
      problems.push(msgRef('flowDefConditionNotAllowed', { element }));
    }
    return { id: flow.id, source: flow.source ?? '', target: flow.target ?? '', condition };
  });
}
