import type { AutoPlace, BpmnFactory, DiagramElement, ElementFactory, Modeling } from '../bpmnServices';
import type { DesignerTexts } from '../designerTexts';
import { newShape, timerPosition } from '../newShape';
import {
  APPENDABLE,
  canAppendAfter,
  canHoldTimer,
  KEPT_CONTEXT_PAD_ENTRIES,
  keepEntries,
  templateOf,
} from '../supportedElements';

type PadAction = (event: Event, element: DiagramElement) => void;
interface ContextPadEntry {
  group: string;
  className?: string;
  title?: string;
  action: Record<string, PadAction>;
}
type ContextPadEntries = Record<string, ContextPadEntry>;

interface ContextPad {
  registerProvider(
    priority: number,
    provider: { getContextPadEntries(element: DiagramElement): (entries: ContextPadEntries) => ContextPadEntries },
  ): void;
}
interface Create {
  start(event: Event, shape: DiagramElement, hints: { source: DiagramElement }): void;
}

/** After bpmn-js's own provider (priority 1000), so its entries are there to be filtered. */
const AFTER_BPMN_JS = 500;

/** The context pad: connect, change and delete of bpmn-js, our append entries, and a timer for a step. */
export class GatehouseContextPad {
  static $inject = ['contextPad', 'create', 'elementFactory', 'bpmnFactory', 'autoPlace', 'modeling', 'gatehouseTexts'];

  constructor(
    contextPad: ContextPad,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly bpmnFactory: BpmnFactory,
    private readonly autoPlace: AutoPlace,
    private readonly modeling: Modeling,
    private readonly texts: DesignerTexts,
  ) {
    contextPad.registerProvider(AFTER_BPMN_JS, this);
  }

  getContextPadEntries(element: DiagramElement) {
    return (entries: ContextPadEntries): ContextPadEntries => ({
      ...keepEntries(entries, KEPT_CONTEXT_PAD_ENTRIES),
      ...(canAppendAfter(element.type) ? this.appendEntries() : {}),
      ...(canHoldTimer(element.type) ? this.timerEntry() : {}),
    });
  }

  private appendEntries(): ContextPadEntries {
    return Object.fromEntries(
      APPENDABLE.map((id) => {
        const template = templateOf(id);
        const shape = () => newShape(template, this.elementFactory, this.bpmnFactory);
        const entry: ContextPadEntry = {
          group: 'model',
          className: template.className,
          title: this.texts.append[id],
          action: {
            click: (_, source) => this.autoPlace.append(source, shape()),
            dragstart: (event, source) => this.create.start(event, shape(), { source }),
          },
        };
        return [`append.${id}`, entry];
      }),
    );
  }

  private timerEntry(): ContextPadEntries {
    const template = templateOf('timer-boundary-event');
    return {
      'attach.timer-boundary-event': {
        group: 'model',
        className: template.className,
        title: this.texts.attachTimer,
        action: {
          click: (_, step) => {
            const timer = newShape(template, this.elementFactory, this.bpmnFactory);
            this.modeling.createShape(timer, timerPosition(step), step, { attach: true });
          },
        },
      },
    };
  }
}
