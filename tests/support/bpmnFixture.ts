import { formatMessage, type Lang, type MessageKey } from '../../src/shared/messages';
import { parseMsgRef } from '../../src/shared/rules/validation';

/**
 * BPMN 2.0 XML for the diagram tests, written the way bpmn-js writes it (bpmn: prefix, gatehouse:
 * attributes) but without the drawing, which the reader ignores.
 */

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

export const start = (id = 'Start', inner = '') => `<bpmn:startEvent id="${id}" name="开始">${inner}</bpmn:startEvent>`;
export const end = (id = 'End', inner = '', name = '结束') =>
  `<bpmn:endEvent id="${id}" name="${name}">${inner}</bpmn:endEvent>`;

export interface TaskOptions {
  name?: string;
  approverType?: string;
  approvers?: string;
  approvalMode?: string;
  inner?: string;
}

export const task = (id: string, options: TaskOptions = {}) =>
  `<bpmn:userTask${attributes({
    id,
    name: options.name,
    'gatehouse:approverType': options.approverType ?? 'users',
    'gatehouse:approvers': options.approvers ?? (options.approverType ? undefined : '1'),
    'gatehouse:approvalMode': options.approvalMode,
  })}>${options.inner ?? ''}</bpmn:userTask>`;

export const xor = (id: string, defaultFlow?: string, name?: string) =>
  `<bpmn:exclusiveGateway${attributes({ id, name, default: defaultFlow })} />`;
export const and = (id: string, name?: string) => `<bpmn:parallelGateway${attributes({ id, name })} />`;

export interface TimerOptions {
  name?: string;
  action?: string;
  cancelActivity?: string;
  /** The timer definition's content; a duration of PT1H unless given. */
  definition?: string;
}

export const timer = (id: string, attachedTo: string, options: TimerOptions = {}) =>
  `<bpmn:boundaryEvent${attributes({
    id,
    name: options.name,
    attachedToRef: attachedTo,
    cancelActivity: options.cancelActivity,
    'gatehouse:timerAction': options.action,
  })}><bpmn:timerEventDefinition>${
    options.definition ?? duration('PT1H')
  }</bpmn:timerEventDefinition></bpmn:boundaryEvent>`;

export const duration = (value: string) =>
  `<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${escapeXml(value)}</bpmn:timeDuration>`;

export const flow = (id: string, source: string, target: string, condition?: string, name?: string) =>
  `<bpmn:sequenceFlow${attributes({ id, name, sourceRef: source, targetRef: target })}>${
    condition === undefined
      ? ''
      : `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeXml(condition)}</bpmn:conditionExpression>`
  }</bpmn:sequenceFlow>`;

export interface DiagramOptions {
  processId?: string;
  name?: string;
  /** Extra attributes of bpmn:process. */
  processAttributes?: string;
  /** Root elements after the process (a second process, a collaboration, …). */
  after?: string;
}

export function bpmnXml(elements: string[], options: DiagramOptions = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gatehouse="http://gatehouse.dev/schema/bpmn" id="Definitions_1" targetNamespace="http://gatehouse.dev/schema/bpmn">
  <bpmn:process id="${options.processId ?? 'Process_test'}" name="${options.name ?? '测试流程'}" isExecutable="true"${options.processAttributes ?? ''}>
    ${elements.join('\n    ')}
  </bpmn:process>${options.after ?? ''}
</bpmn:definitions>
`;
}

/** start → task → end, the smallest valid diagram, with extra elements and flows. */
export const linear = (extra: string[] = [], taskOptions: TaskOptions = {}) => [
  start(),
  task('Task_1', { name: '经理审批', ...taskOptions }),
  end(),
  flow('Flow_1', 'Start', 'Task_1'),
  flow('Flow_2', 'Task_1', 'End'),
  ...extra,
];

/** A problem (message reference) in the given language, as the console shows it. */
export function render(problem: string, lang: Lang = 'zh'): string {
  const { key, params } = parseMsgRef(problem);
  return formatMessage(key as MessageKey, lang, params);
}
