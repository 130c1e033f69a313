import { msgRef } from '../../../../shared/rules/validation';
import { readApprovers } from './approverRules';
import { type DiagramIndex, incomingOf, outgoingOf } from './diagramIndex';
import { type DiagramElement, labelOf } from './readBpmn';
import { readBoundaryTimer } from './timerRules';
import type { BoundaryTimer, FlowNode } from './types';

/** The kinds of flow node the engine runs (docs/flows.md "Supported elements"). */
export const SUPPORTED_KINDS = new Set([
  'startEvent',
  'endEvent',
  'userTask',
  'exclusiveGateway',
  'parallelGateway',
  'boundaryEvent',
]);

function readNode(
  node: DiagramElement,
  index: DiagramIndex,
  timers: BoundaryTimer[],
  formFields: readonly string[] | undefined,
  problems: string[],
): FlowNode | null {
  const base = {
    id: node.id,
    name: node.name.trim(),
    incoming: incomingOf(index, node.id),
    outgoing: outgoingOf(index, node.id),
  };
  const element = labelOf(node);
  switch (node.kind) {
    case 'startEvent':
      if (node.eventDefinitions.length > 0) problems.push(msgRef('flowDefStartTyped', { element }));
      return { ...base, type: 'start' };
    case 'endEvent':
      if (node.eventDefinitions.length > 0) problems.push(msgRef('flowDefEndTyped', { element }));
      return { ...base, type: 'end' };
    case 'userTask': {
      const reading = readApprovers(node, formFields);
      problems.push(...reading.problems);
      if (!reading.approvers || !reading.mode) return null;
      return { ...base, type: 'userTask', approvers: reading.approvers, mode: reading.mode, timers };
    }
    case 'exclusiveGateway': {
      if (node.defaultFlow !== null && !base.outgoing.includes(node.defaultFlow)) {
        problems.push(msgRef('flowDefDefaultFlowInvalid', { element, flow: node.defaultFlow }));
      }
      return { ...base, type: 'exclusiveGateway', defaultFlow: node.defaultFlow };
    }
    case 'parallelGateway':
      return { ...base, type: 'parallelGateway' };
    default:
      problems.push(msgRef('flowDefUnsupported', { element, kind: node.kind }));
      return null;
  }
}

/**
 * The flow nodes of the definition in document order, each checked on its own (approvers, event types,
 * timers, default flows); an element that is not supported is named as such. Boundary timers become
 * part of the user task they are attached to.
 */
export function readNodes(
  index: DiagramIndex,
  formFields: readonly string[] | undefined,
  problems: string[],
): FlowNode[] {
  const timersByTask = new Map<string, BoundaryTimer[]>();
  for (const node of index.nodes.values()) {
    if (node.kind !== 'boundaryEvent') continue;
    const timer = readBoundaryTimer(node, index, problems);
    if (timer && node.attachedTo !== null) {
      timersByTask.set(node.attachedTo, [...(timersByTask.get(node.attachedTo) ?? []), timer]);
    }
  }
  const nodes: FlowNode[] = [];
  for (const node of index.nodes.values()) {
    if (node.kind === 'boundaryEvent') continue;
    const read = readNode(node, index, timersByTask.get(node.id) ?? [], formFields, problems);
    if (read) nodes.push(read);
  }
  return nodes;
}
