import { msgRef } from '../../../../shared/rules/validation';
import { type DiagramIndex, incomingOf, outgoingOf } from './diagramIndex';
import { SUPPORTED_KINDS } from './nodeRules';
import { type DiagramElement, labelOf } from './readBpmn';

/** Steps: the nodes that flows enter and leave (boundary timers leave from their task instead). */
const STEP_KINDS = new Set(['userTask', 'exclusiveGateway', 'parallelGateway']);

function checkDegrees(index: DiagramIndex, problems: string[]): void {
  for (const node of index.nodes.values()) {
    const element = labelOf(node);
    const incoming = incomingOf(index, node.id).length;
    const outgoing = outgoingOf(index, node.id).length;
    if (node.kind === 'startEvent') {
      if (incoming > 0) problems.push(msgRef('flowDefStartIncoming', { element }));
      if (outgoing !== 1) problems.push(msgRef('flowDefStartOutgoing', { element, count: outgoing }));
    } else if (node.kind === 'endEvent') {
      if (incoming === 0) problems.push(msgRef('flowDefNoIncoming', { element }));
      if (outgoing > 0) problems.push(msgRef('flowDefEndOutgoing', { element }));
    } else if (STEP_KINDS.has(node.kind)) {
      if (incoming === 0) problems.push(msgRef('flowDefNoIncoming', { element }));
      if (outgoing === 0) problems.push(msgRef('flowDefNoOutgoing', { element }));
      if (node.kind === 'userTask' && outgoing > 1) {
        problems.push(msgRef('flowDefTaskManyOutgoing', { element, count: outgoing }));
      }
    }
  }
}

/** Every node met walking from `from` along `next`. */
function walk(from: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const neighbour of next(id)) {
      if (!seen.has(neighbour)) {
        seen.add(neighbour);
        queue.push(neighbour);
      }
    }
  }
  return seen;
}

/**
 * Edges of the whole drawing, unsupported elements included, so that one refused element does not also
 * make everything behind it "unreachable". A task leads to its boundary events.
 */
function edges(index: DiagramIndex): { forward: Map<string, string[]>; backward: Map<string, string[]> } {
  const forward = new Map<string, string[]>();
  const backward = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    forward.set(from, [...(forward.get(from) ?? []), to]);
    backward.set(to, [...(backward.get(to) ?? []), from]);
  };
  for (const flow of index.flows) {
    if (flow.source !== null && flow.target !== null && index.nodes.has(flow.source) && index.nodes.has(flow.target)) {
      link(flow.source, flow.target);
    }
  }
  for (const [host, boundaries] of index.boundaries) {
    if (index.nodes.has(host)) for (const boundary of boundaries) link(host, boundary.id);
  }
  return { forward, backward };
}

/** An expiring timer without a path ends the request where it stands, as an end event does. */
const endsTheFlow = (index: DiagramIndex, node: DiagramElement) =>
  node.kind === 'endEvent' ||
  (node.kind === 'boundaryEvent' && node.timerAction === 'expire' && outgoingOf(index, node.id).length === 0);

function checkReach(index: DiagramIndex, problems: string[]): void {
  const nodes = [...index.nodes.values()];
  const starts = nodes.filter((node) => node.kind === 'startEvent').map((node) => node.id);
  const ends = nodes.filter((node) => endsTheFlow(index, node)).map((node) => node.id);
  const { forward, backward } = edges(index);
  const reached = walk(starts, (id) => forward.get(id) ?? []);
  const finishing = walk(ends, (id) => backward.get(id) ?? []);
  for (const node of nodes) {
    // Unsupported elements are named already; boundary timers are reached with their task.
    if (!SUPPORTED_KINDS.has(node.kind)) continue;
    const element = labelOf(node);
    const hasIncoming = incomingOf(index, node.id).length > 0;
    const hasOutgoing = outgoingOf(index, node.id).length > 0;
    // A node without incoming or outgoing flows has its own, plainer problem (checkDegrees).
    if (starts.length > 0 && node.kind !== 'boundaryEvent' && hasIncoming && !reached.has(node.id)) {
      problems.push(msgRef('flowDefUnreachable', { element }));
    }
    if (ends.length > 0 && node.kind !== 'endEvent' && hasOutgoing && !finishing.has(node.id)) {
      problems.push(msgRef('flowDefDeadEnd', { element }));
    }
  }
}

/** One start, some end, and every node on a path from the start to an end. */
export function checkGraph(index: DiagramIndex, problems: string[]): void {
  const nodes = [...index.nodes.values()];
  const starts = nodes.filter((node) => node.kind === 'startEvent').length;
  if (starts === 0) problems.push(msgRef('flowDefStartMissing'));
  if (starts > 1) problems.push(msgRef('flowDefStartMany', { count: starts }));
  if (!nodes.some((node) => node.kind === 'endEvent')) problems.push(msgRef('flowDefEndMissing'));
  checkDegrees(index, problems);
  checkReach(index, problems);
}
