import type { DiagramElement } from './bpmnServices';
import { elementLabel } from './elementView';

const TYPE_ORDER = [
  'bpmn:StartEvent',
  'bpmn:UserTask',
  'bpmn:BoundaryEvent',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:EndEvent',
  'bpmn:SequenceFlow',
];

const rank = (type: string) => {
  const index = TYPE_ORDER.indexOf(type);
  return index === -1 ? TYPE_ORDER.length : index;
};

/**
 * The elements a user can choose from the toolbar: every node and flow of the process, by kind then name,
 * without the process itself and the labels (a label belongs to its element).
 */
export function diagramElements(all: readonly DiagramElement[]): DiagramElement[] {
  return all
    .filter((element) => element.type.startsWith('bpmn:') && element.type !== 'bpmn:Process' && !element.labelTarget)
    .sort(
      (a, b) =>
        rank(a.type) - rank(b.type) ||
        elementLabel(a.businessObject).localeCompare(elementLabel(b.businessObject), 'zh-CN'),
    );
}
