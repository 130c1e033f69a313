import {
  type ApprovalSettings,
  type ModdleReadable,
  readApproval,
  readTimerAction,
  type TimerAction,
} from './gatehouseAttrs';

/** The parts of a bpmn-moddle element the properties panel reads (bpmn-js's businessObject). */
export interface DiagramBusinessObject extends ModdleReadable {
  $type: string;
  id: string;
  name?: string | undefined;
  sourceRef?: DiagramBusinessObject | undefined;
  targetRef?: DiagramBusinessObject | undefined;
  default?: DiagramBusinessObject | undefined;
  conditionExpression?: { body?: string | undefined } | undefined;
  eventDefinitions?: readonly { $type: string; timeDuration?: { body?: string | undefined } | undefined }[] | undefined;
}

/** What the properties panel edits of the selected element. */
export type ElementView =
  | { kind: 'userTask'; id: string; name: string; approval: ApprovalSettings }
  /** A sequence flow leaving an exclusive gateway: a condition, or the gateway's default branch. */
  | { kind: 'branch'; id: string; name: string; condition: string; isDefault: boolean }
  | { kind: 'flow'; id: string; name: string }
  | { kind: 'timer'; id: string; name: string; duration: string; action: TimerAction }
  /** Start and end events, gateways, and anything else: a name only. */
  | { kind: 'node'; id: string; name: string; type: string };

export function elementView(element: DiagramBusinessObject): ElementView {
  const { id } = element;
  const name = element.name ?? '';
  switch (element.$type) {
    case 'bpmn:UserTask':
      return { kind: 'userTask', id, name, approval: readApproval(element) };
    case 'bpmn:SequenceFlow': {
      const source = element.sourceRef;
      if (source?.$type !== 'bpmn:ExclusiveGateway') return { kind: 'flow', id, name };
      const condition = element.conditionExpression?.body ?? '';
      return { kind: 'branch', id, name, condition, isDefault: source.default?.id === id };
    }
    case 'bpmn:BoundaryEvent': {
      const timer = element.eventDefinitions?.find((definition) => definition.$type === 'bpmn:TimerEventDefinition');
      if (!timer) return { kind: 'node', id, name, type: element.$type };
      return { kind: 'timer', id, name, duration: timer.timeDuration?.body ?? '', action: readTimerAction(element) };
    }
    default:
      return { kind: 'node', id, name, type: element.$type };
  }
}

interface Labelled {
  id: string;
  name?: string | undefined;
  sourceRef?: Labelled | undefined;
  targetRef?: Labelled | undefined;
}

/** How an element is named in lists: its name, else (a flow) where it leads from and to, else its id. */
export function elementLabel(element: Labelled): string {
  const name = element.name?.trim();
  if (name) return name;
  const { sourceRef, targetRef } = element;
  return sourceRef && targetRef ? `${elementLabel(sourceRef)} → ${elementLabel(targetRef)}` : element.id;
}
