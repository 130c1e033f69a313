import type { DiagramElement } from '../bpmnServices';
import { attachVerdict, createManyVerdict, createVerdict, moveVerdict } from '../placementRules';

interface RuleContext {
  shape?: DiagramElement;
  shapes?: DiagramElement[];
  elements?: DiagramElement[];
  target?: DiagramElement | null;
}
interface EventBus {
  on(event: string, priority: number, handler: (event: { context: RuleContext }) => false | undefined): void;
}

/** Before bpmn-js's own rules (priority 1000): a refusal here is final, undefined lets them decide. */
const BEFORE_BPMN_JS = 1500;

/** Timers go on steps only (placementRules.ts), whether drawn, pasted or moved. */
export class GatehouseRules {
  static $inject = ['eventBus'];

  constructor(eventBus: EventBus) {
    const rule = (action: string, verdict: (context: RuleContext) => false | undefined) =>
      eventBus.on(`commandStack.${action}.canExecute`, BEFORE_BPMN_JS, (event) => verdict(event.context));
    rule('shape.attach', ({ shape, target }) => (shape ? attachVerdict(shape, target) : undefined));
    rule('shape.create', ({ shape }) => (shape ? createVerdict(shape) : undefined));
    rule('elements.create', ({ elements }) => createManyVerdict(elements ?? []));
    rule('elements.move', ({ shapes, target }) => moveVerdict(shapes ?? [], target));
  }
}
