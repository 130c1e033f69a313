/// <reference path="./bpmnModdle.d.ts" />
import { BpmnModdle, type ModdleElement, type ParseWarning } from 'bpmn-moddle';
import { gatehouseModdle } from '../../../../shared/protocol/gatehouseModdle';
import { msgRef } from '../../../../shared/rules/validation';

/**
 * Reads BPMN 2.0 XML with bpmn-moddle and turns the processes into plain records, so that the checks
 * work on checked strings instead of moddle objects. Drawing (bpmndi, lanes, annotations, groups,
 * documentation) is left out here; nothing in it changes how a flow runs.
 */

export interface DiagramEventDefinition {
  /** Tag name: 'timerEventDefinition', 'messageEventDefinition', … */
  kind: string;
  /** Bodies of the timer's expressions; null when absent. */
  timeDuration: string | null;
  timeDate: string | null;
  timeCycle: string | null;
}

/** One flow element of a process. Reference fields hold the id as written, resolved or not. */
export interface DiagramElement {
  /** Tag name: 'userTask', 'sequenceFlow', 'serviceTask', … */
  kind: string;
  /** '' when the XML gives none. */
  id: string;
  name: string;
  eventDefinitions: DiagramEventDefinition[];
  /** Multi-instance or loop markers on an activity. */
  hasLoop: boolean;
  /** Sequence flow: sourceRef, targetRef and the condition's text (null without conditionExpression). */
  source: string | null;
  target: string | null;
  condition: string | null;
  /** Gateway: the default flow. */
  defaultFlow: string | null;
  /** Boundary event. */
  attachedTo: string | null;
  cancelActivity: boolean;
  /** gatehouse:* attributes (gatehouseModdle.ts); '' when absent and without a default. */
  approverType: string;
  approvers: string;
  approvalMode: string;
  timerAction: string;
}

export interface DiagramProcess {
  id: string;
  name: string;
  elements: DiagramElement[];
}

export type ReadDiagramResult =
  | { ok: true; processes: DiagramProcess[]; hasCollaboration: boolean; problems: string[] }
  | { ok: false; problems: string[] };

/** The element as messages name it: its name, else its id. */
export const labelOf = (element: { name: string; id: string }): string => element.name.trim() || element.id;

const isElement = (value: unknown): value is ModdleElement =>
  typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'bpmn:UserTask' → 'userTask' */
const kindOf = (element: ModdleElement): string => {
  const local = element.$type.slice(element.$type.indexOf(':') + 1);
  return local.charAt(0).toLowerCase() + local.slice(1);
};

const expressionBody = (value: unknown): string | null => (isElement(value) ? textOf(value.body) : null);

/** References moddle could not resolve, by element and property ('bpmn:targetRef'), as written. */
type Unresolved = Map<ModdleElement, Map<string, string>>;

function referenceOf(element: ModdleElement, property: string, unresolved: Unresolved): string | null {
  const value = element[property];
  if (isElement(value)) return textOf(value.id);
  return unresolved.get(element)?.get(`bpmn:${property}`) ?? null;
}

function toDiagramElement(element: ModdleElement, unresolved: Unresolved): DiagramElement {
  const definitions = Array.isArray(element.eventDefinitions) ? element.eventDefinitions.filter(isElement) : [];
  return {
    kind: kindOf(element),
    id: textOf(element.id),
    name: textOf(element.name),
    eventDefinitions: definitions.map((definition) => ({
      kind: kindOf(definition),
      timeDuration: expressionBody(definition.timeDuration),
      timeDate: expressionBody(definition.timeDate),
      timeCycle: expressionBody(definition.timeCycle),
    })),
    hasLoop: isElement(element.loopCharacteristics),
    source: referenceOf(element, 'sourceRef', unresolved),
    target: referenceOf(element, 'targetRef', unresolved),
    condition: expressionBody(element.conditionExpression),
    defaultFlow: referenceOf(element, 'default', unresolved),
    attachedTo: referenceOf(element, 'attachedToRef', unresolved),
    cancelActivity: element.cancelActivity !== false,
    approverType: textOf(element.approverType),
    approvers: textOf(element.approvers),
    approvalMode: textOf(element.approvalMode),
    timerAction: textOf(element.timerAction),
  };
}

const UNPARSABLE = /^unparsable content (.*?) detected\s+line: (\d+)\s+column: (\d+)\s+nested error: (.*)$/s;

/** moddle counts lines and columns from 0; editors count from 1. */
const place = (line: string, column: string) => ({ line: Number(line) + 1, column: Number(column) + 1 });

/** Turns the reader's warnings into problems, and collects unresolved references for the graph checks. */
function readWarnings(warnings: ParseWarning[], unresolved: Unresolved): string[] {
  const problems: string[] = [];
  for (const warning of warnings) {
    const reference = /^unresolved reference <(.*)>$/.exec(warning.message);
    if (reference && warning.element && warning.property) {
      // A dangling reference matters only where a check reads it (a flow's ends, a default flow, a
      // boundary's task); in the drawing (bpmndi) it changes nothing.
      const byProperty = unresolved.get(warning.element) ?? new Map<string, string>();
      byProperty.set(warning.property, reference[1] ?? '');
      unresolved.set(warning.element, byProperty);
      continue;
    }
    const attribute = /^unknown attribute <(.*)>$/.exec(warning.message);
    if (attribute) {
      const element = warning.element ? { name: textOf(warning.element.name), id: textOf(warning.element.id) } : null;
      problems.push(
        msgRef('flowDefUnknownAttribute', { element: element ? labelOf(element) : '', attribute: attribute[1] ?? '' }),
      );
      continue;
    }
    const unparsable = UNPARSABLE.exec(warning.message);
    if (!unparsable) {
      problems.push(msgRef('flowDefXmlUnreadablePart'));
      continue;
    }
    const [, content = '', line = '0', column = '0', nested = ''] = unparsable;
    // moddle drops an element whose id is refused, with everything inside it.
    const duplicate = /^duplicate ID <(.*)>$/.exec(nested);
    const illegal = /^illegal ID <(.*)>$/.exec(nested);
    if (duplicate) {
      problems.push(msgRef('flowDefDuplicateId', { id: duplicate[1] ?? '' }));
    } else if (illegal) {
      problems.push(msgRef('flowDefIdInvalid', { id: illegal[1] ?? '' }));
    } else if (/^(unknown type|unrecognized element) </.test(nested)) {
      problems.push(msgRef('flowDefUnknownElement', { element: content, line: place(line, column).line }));
    } else {
      problems.push(msgRef('flowDefXmlMalformed', place(line, column)));
    }
  }
  return problems;
}

const COLLABORATIONS = new Set(['bpmn:Collaboration', 'bpmn:Choreography']);

export async function readDiagram(xml: string): Promise<ReadDiagramResult> {
  if (xml.trim() === '') return { ok: false, problems: [msgRef('flowDefNotBpmn')] };
  const moddle = new BpmnModdle({ gatehouse: gatehouseModdle });
  let parsed: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    // The reader's own words are English and technical; the operator gets the place, or "not BPMN".
    const message = error instanceof Error ? error.message : '';
    const at = /line: (\d+)\s+column: (\d+)/.exec(message);
    return {
      ok: false,
      problems: [at ? msgRef('flowDefXmlMalformed', place(at[1] ?? '0', at[2] ?? '0')) : msgRef('flowDefNotBpmn')],
    };
  }
  const unresolved: Unresolved = new Map();
  const problems = readWarnings(parsed.warnings, unresolved);
  const rootElements = Array.isArray(parsed.rootElement.rootElements)
    ? parsed.rootElement.rootElements.filter(isElement)
    : [];
  const processes = rootElements
    .filter((element) => element.$type === 'bpmn:Process')
    .map((process) => ({
      id: textOf(process.id),
      name: textOf(process.name),
      elements: (Array.isArray(process.flowElements) ? process.flowElements.filter(isElement) : []).map((element) =>
        toDiagramElement(element, unresolved),
      ),
    }));
  const hasCollaboration = rootElements.some((element) => COLLABORATIONS.has(element.$type));
  return { ok: true, processes, hasCollaboration, problems };
}
