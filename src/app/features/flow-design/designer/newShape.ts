import type { BpmnFactory, DiagramElement, ElementFactory } from './bpmnServices';
import { NEW_TASK_ATTRS } from './gatehouseAttrs';
import { type ElementTemplate, type TemplateId, templateOf } from './supportedElements';

/** A shape of `template`; a user task starts with the approvers a new model's step has. */
export function newShape(
  template: ElementTemplate,
  elementFactory: ElementFactory,
  bpmnFactory: BpmnFactory,
): DiagramElement {
  return elementFactory.createShape({
    type: template.type,
    ...(template.type === 'bpmn:UserTask' ? { businessObject: bpmnFactory.create(template.type, NEW_TASK_ATTRS) } : {}),
    ...(template.eventDefinitionType ? { eventDefinitionType: template.eventDefinitionType } : {}),
  });
}

export const newShapeOf = (id: TemplateId, elementFactory: ElementFactory, bpmnFactory: BpmnFactory) =>
  newShape(templateOf(id), elementFactory, bpmnFactory);

/** Where a new timer sits on its step's lower edge: right to left, one per timer already there. */
export function timerPosition(step: DiagramElement): { x: number; y: number } {
  const { x = 0, y = 0, width = 100, height = 80 } = step;
  const taken = step.attachers?.length ?? 0;
  return { x: x + width - 18 - taken * 40, y: y + height };
}
