import type { DiagramElement } from './readBpmn';

/** The elements of one process looked up by id, with the flows entering and leaving each. */
export interface DiagramIndex {
  /** Every flow node (all elements but sequence flows), by id, in document order. */
  nodes: Map<string, DiagramElement>;
  /** The sequence flows, in document order. */
  flows: DiagramElement[];
  /** Ids of the flows whose target / source is the node, in document order. */
  incoming: Map<string, string[]>;
  outgoing: Map<string, string[]>;
  /** Boundary events by the id of the element they are attached to. */
  boundaries: Map<string, DiagramElement[]>;
}

/**
 * Flow elements that are not drawn as steps: bpmn-js adds a dataObject beside each data object
 * reference, and the reference is the one reported as unsupported.
 */
const NOT_STEPS = new Set(['dataObject']);

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Indexes elements that all have a usable, unique id. */
export function indexDiagram(elements: DiagramElement[]): DiagramIndex {
  const index: DiagramIndex = {
    nodes: new Map(),
    flows: [],
    incoming: new Map(),
    outgoing: new Map(),
    boundaries: new Map(),
  };
  for (const element of elements) {
    if (element.kind === 'sequenceFlow') index.flows.push(element);
    else if (!NOT_STEPS.has(element.kind)) index.nodes.set(element.id, element);
  }
  for (const flow of index.flows) {
    if (flow.source !== null && index.nodes.has(flow.source)) append(index.outgoing, flow.source, flow.id);
    if (flow.target !== null && index.nodes.has(flow.target)) append(index.incoming, flow.target, flow.id);
  }
  for (const node of index.nodes.values()) {
    if (node.kind === 'boundaryEvent' && node.attachedTo !== null) append(index.boundaries, node.attachedTo, node);
  }
  return index;
}

export const incomingOf = (index: DiagramIndex, id: string): string[] => index.incoming.get(id) ?? [];
export const outgoingOf = (index: DiagramIndex, id: string): string[] => index.outgoing.get(id) ?? [];
