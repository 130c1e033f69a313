import type { TFunction } from 'i18next';

const TYPE_TEXT: Readonly<Record<string, string>> = {
  'bpmn:StartEvent': 'start-event',
  'bpmn:EndEvent': 'end-event',
  'bpmn:UserTask': 'user-task',
  'bpmn:ExclusiveGateway': 'exclusive-gateway',
  'bpmn:ParallelGateway': 'parallel-gateway',
  'bpmn:BoundaryEvent': 'timer-boundary-event',
  'bpmn:SequenceFlow': 'sequence-flow',
};

/** The name of a BPMN type in the page's language; a type the designer does not offer shows as written. */
export function elementTypeLabel(t: TFunction, type: string): string {
  const key = TYPE_TEXT[type];
  return key ? t(`flowDesign.element.${key}`) : type.replace(/^bpmn:/, '');
}
