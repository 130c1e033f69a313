import type { DesignerServices, DiagramElement } from './bpmnServices';
import type { PropertyPatch } from './gatehouseAttrs';
import { newShapeOf, timerPosition } from './newShape';
import { canHoldTimer, type TemplateId } from './supportedElements';

/**
 * Every change the page makes to the diagram, each one command on bpmn-js's stack (so undo takes it back).
 * Conditions and timer durations are bpmn:FormalExpression, as the server reads them.
 */
export function designerCommands({
  modeling,
  bpmnFactory,
  elementFactory,
  elementRegistry,
  autoPlace,
  selection,
  canvas,
  commandStack,
}: DesignerServices) {
  const expression = (body: string) => bpmnFactory.create('bpmn:FormalExpression', { body });
  const gatewayOf = (flow: DiagramElement) => {
    const source = flow.businessObject.sourceRef;
    return source ? elementRegistry.get(source.id) : undefined;
  };
  const select = (element: DiagramElement) => {
    selection.select(element);
    canvas.scrollToElement(element);
  };

  return {
    rename: (element: DiagramElement, name: string) => modeling.updateLabel(element, name.trim()),
    patch: (element: DiagramElement, patch: PropertyPatch) => modeling.updateProperties(element, patch),
    setCondition: (flow: DiagramElement, condition: string) =>
      modeling.updateProperties(flow, {
        conditionExpression: condition.trim() === '' ? undefined : expression(condition.trim()),
      }),
    /** The gateway's default branch takes no condition (the server refuses one), so it loses its own. */
    setDefaultBranch: (flow: DiagramElement, isDefault: boolean) => {
      const gateway = gatewayOf(flow);
      if (!gateway) return;
      if (isDefault) {
        modeling.updateProperties(flow, { conditionExpression: undefined });
        modeling.updateProperties(gateway, { default: flow.businessObject });
      } else if (gateway.businessObject.default?.id === flow.id) {
        modeling.updateProperties(gateway, { default: undefined });
      }
    },
    setDuration: (boundary: DiagramElement, iso: string) => {
      const timer = boundary.businessObject.eventDefinitions?.find(
        (definition) => definition.$type === 'bpmn:TimerEventDefinition',
      );
      if (!timer) return;
      modeling.updateModdleProperties(boundary, timer, {
        timeDuration: iso === '' ? undefined : expression(iso),
        timeDate: undefined,
        timeCycle: undefined,
      });
    },
    attachTimer: (step: DiagramElement) => {
      if (!canHoldTimer(step.type)) return;
      const timer = newShapeOf('timer-boundary-event', elementFactory, bpmnFactory);
      select(modeling.createShape(timer, timerPosition(step), step, { attach: true }));
    },
    append: (source: DiagramElement, id: TemplateId) =>
      select(autoPlace.append(source, newShapeOf(id, elementFactory, bpmnFactory))),
    remove: (element: DiagramElement) => modeling.removeElements([element]),
    select,
    undo: () => commandStack.undo(),
    redo: () => commandStack.redo(),
    zoomBy: (factor: number) => canvas.zoom(canvas.zoom() * factor, 'auto'),
    fit: () => canvas.zoom('fit-viewport', 'auto'),
  };
}

export type DesignerCommands = ReturnType<typeof designerCommands>;
